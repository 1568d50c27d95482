// Errors of model loading, with the messages of docs/product-spec.md §8 ("Model not found", "Post processing for model failed").

export type FormModelErrorCode = 'modelNotFound' | 'postProcessingFailed';

const MESSAGES: Record<FormModelErrorCode, string> = {
  modelNotFound: 'Model not found',
  postProcessingFailed: 'Post processing for model failed',
};

export class FormModelError extends Error {
  readonly code: FormModelErrorCode;
  readonly detail: string;

  constructor(code: FormModelErrorCode, detail: string) {
    super(`${MESSAGES[code]}: ${detail}`);
    this.name = 'FormModelError';
    this.code = code;
    this.detail = detail;
  }
}
