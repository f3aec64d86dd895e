export { ApiError, catalogueMessage, isApiError, isNotFound } from './api-error';
export { callEndpoint, type RequestOptions, request, type SchemaSource } from './client';
export { contractSchema } from './contract-schema';
export { createQueryClient, queryClient, shouldRetry } from './query-client';
