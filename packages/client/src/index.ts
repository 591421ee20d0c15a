export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
  DEFAULT_BASE_URL,
} from './client.js';
export { ApiError, type ProblemDetails, RequiredError } from './errors.js';
