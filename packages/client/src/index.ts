export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
  DEFAULT_BASE_URL,
} from './client.js';
export {
  ApiError,
  type ErrorCodeOf,
  isApiErrorOf,
  isProblem,
  type ProblemDetails,
  type ProblemFieldError,
  RequiredError,
} from './errors.js';
