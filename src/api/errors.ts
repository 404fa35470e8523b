/** One entry of the Store API error envelope `{ errors: [...] }`. */
export interface StoreApiErrorItem {
  status: string;
  code: string;
  title: string;
  detail: string;
  meta?: { parameters?: Record<string, unknown> };
  /** The field of the request the error is about, as a JSON pointer (`/0/0/translations/nl-NL/url`). */
  source?: { pointer?: string };
}

/** A failed Store API call: a non-2xx answer, a timeout (408) or an unreachable backend (502). */
export class StoreApiError extends Error {
  readonly status: number;
  readonly errors: StoreApiErrorItem[];

  constructor(status: number, errors: StoreApiErrorItem[], message?: string) {
    super(message ?? errors[0]?.detail ?? `Store API answered ${status}`);
    this.name = 'StoreApiError';
    this.status = status;
    this.errors = errors;
  }

  get codes(): string[] {
    return this.errors.map((error) => error.code);
  }

  hasCode(code: string): boolean {
    return this.codes.includes(code);
  }

  /** An error raised by the client itself, shaped like the server's so callers handle both alike. */
  static local(status: number, code: string, detail: string): StoreApiError {
    return new StoreApiError(status, [{ status: String(status), code, title: code, detail }]);
  }
}

export const isStoreApiError = (error: unknown): error is StoreApiError => error instanceof StoreApiError;

/** The HTTP status an error should be shown with; anything unexpected is a 500. */
export const statusOf = (error: unknown): number =>
  isStoreApiError(error) && error.status >= 400 ? error.status : 500;
