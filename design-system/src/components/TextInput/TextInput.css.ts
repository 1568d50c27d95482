// TextInput uses the shared field styles (private/Field/Field.css.ts); nothing of its own yet.
export {};
