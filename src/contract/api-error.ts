/** Why a call failed: an error answer, 401, no connection, timeout, or a >500 transport status. */
export type ApiErrorKind = 'answer' | 'unauthorized' | 'network' | 'timeout' | 'server' | 'aborted';

/** The one error type every API call rejects with. `message` is what the user was shown. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly body?: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; code?: number; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.body = details.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
