// LiveRegion is visually hidden and reuses the VisuallyHidden class; nothing of its own to style.
export {};
