export { ApiError, type ApiRequestOptions, type ApiResult, apiQuery, apiRequest } from './api-client';
export { errorDescriptor, fieldErrorDescriptor } from './error-message';
export { fieldErrorsFromIssues } from './form-errors';
export { createIdempotentAttempts } from './idempotency';
