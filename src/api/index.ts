/**
 * The REST client's public surface; each resource also lives in its own module.
 */
export { apiRequest, onApiError } from './client';
export type { ApiErrorListener, ApiRequestOptions } from './client';
export { ApiError, isAbortError } from './errors';
export { setNonce, getNonce } from './nonce-middleware';
export { setNonceEndpoint } from './refresh-nonce';
export { fetchFieldConfigs } from './fields';
export { searchAddress, reverseGeocode } from './geocoder';
export { submitLead, confirmKey } from './wizard';
export { fetchFormToken } from './form-token';
export type { FormTokenResponse, FormType } from './form-token';
export type * from './types';
export { fetchRoute } from './route';
export type { RouteLineString, RouteResponse } from './route';
export {
	submitExposeInquiry,
	submitContactMessage,
	subscribeNewsletter,
} from './inquiries';
export type * from './inquiries';
export { postWizard } from './wizard';
export { fetchLocations, fetchLocationShapes } from './locations';
export { submitSavedSearch } from './saved-search';
export {
	confirmLinkKey,
	loginWithKey,
	fetchLoginNonce,
	requestLoginMail,
	fetchCurrentUser,
	logout,
} from './auth';
export { fetchContact, saveContact, deleteAccount } from './contact';
export {
	fetchSavedSearches,
	createSavedSearch,
	updateSavedSearch,
	deleteSavedSearch,
} from './saved-searches';
export { fetchPortalInquiries } from './expose-inquiries';
export type {
	ContactMessageItem,
	ExposeInquiryItem,
	OwnerLeadItem,
	PortalInquiryItem,
} from './expose-inquiries';
