/**
 * Types mirroring the REST schemas of the `immo-wizards/v1` namespace.
 */

/**
 * Internal dependencies
 */
import type {
	FieldValueType,
	MarketingType,
	ObjectType,
	Salutation,
} from './rest-limits';

export type { FieldValueType, MarketingType, ObjectType, Salutation };

export interface ContactCustomFields {
	dataPrivacy: boolean;
	acceptContact: boolean;
	newsletter?: boolean;
}

export interface Contact {
	salutation?: Salutation | null;
	firstname: string;
	lastname: string;
	email: string;
	phone?: string;
	street?: string;
	number?: string;
	zip?: string;
	city?: string;
	customFields: ContactCustomFields;
}

export interface FieldValue {
	name: string;
	valueType: FieldValueType;
	value?: string | number | null;
	minValue?: number | null;
	maxValue?: number | null;
	data?: string | null;
}

export interface LeadLocation {
	zip?: string;
	city?: string;
	district?: string;
	street?: string;
	number?: string;
	lat: number;
	lng: number;
	text?: string;
}

export interface Lead {
	objectType: ObjectType;
	categoryId: number;
	marketingType: MarketingType;
	location: LeadLocation;
	fields: FieldValue[];
}

export interface LeadPayload extends WizardRequestMeta {
	contact: Contact;
	lead: Lead;
}

export interface LeadResponse {
	status: 'pending';
	uuid: string;
}

export interface ConfirmResponse {
	opcode: 'Contact' | string;
	type: string;
	uuid: string;
}

export type FieldType =
	'string' | 'select' | 'number' | 'decimal' | 'int' | 'currency' | 'bool';

export type FieldRange = false | 'min' | 'max' | 'minmax';

export interface FieldOption {
	value: string;
	label: string;
}

export interface FieldConfig {
	id: string;
	type: FieldType;
	unit?: string | null;
	values?: FieldOption[];
	range: FieldRange;
	/** The bounds the saved-search wizard asks for (set by the admin). */
	searchRange?: Exclude< FieldRange, false >;
	/** The largest value a number field accepts (the server refuses more). */
	max?: number;
	group?: string;
	icon?: string;
	label: string;
	marketingTypeLabel?: Partial< Record< MarketingType, string > >;
}

export interface PhotonProperties {
	street?: string;
	housenumber?: string;
	postcode?: string;
	city?: string;
	district?: string;
	name?: string;
	state?: string;
	country?: string;
	osm_key?: string;
	osm_value?: string;
}

export interface PhotonFeature {
	type: 'Feature';
	geometry: {
		type: 'Point';
		/** [ lng, lat ] */
		coordinates: [ number, number ];
	};
	properties: PhotonProperties;
}

export interface PhotonFeatureCollection {
	type: 'FeatureCollection';
	features: PhotonFeature[];
}

/*
 * Saved-search wizard and shared wizard submission (issue 3).
 */

/** A proof-of-work challenge as the server hands it out under pressure (ALTCHA's format). */
export interface WorkProofChallenge {
	parameters: {
		algorithm: string;
		nonce: string;
		salt: string;
		cost: number;
		keyLength: number;
		keyPrefix: string;
		expiresAt?: number;
		data?: Record< string, string | number | boolean | null >;
	};
	signature: string;
}

/** A solved challenge, sent back with the same submission. */
export interface WorkProof {
	challenge: WorkProofChallenge;
	solution: { counter: number; derivedKey: string };
}

/** The anti-automation fields every wizard submission carries. */
export interface WizardRequestMeta {
	/** UUID v4, generated once per submission: the idempotency key. */
	requestId: string;
	/** Honeypot: must stay empty. */
	hp?: string;
	/** Signed token from `GET /wizard/form-token`, fetched when the wizard was shown (minimum fill time). */
	formToken: string;
	/** A solved challenge, when the site asked for one (many requests at once). */
	proof?: WorkProof;
}

/** What the wizard submit routes answer: the request waits for its double opt-in. */
export type WizardResponse = LeadResponse;

/** A region of the saved search (`GET /wizard/locations`); groups have no parent. */
export interface SearchLocation {
	locationId: number;
	name: string;
	parentId?: number | null;
}

export interface SearchLocationsResponse {
	locations: SearchLocation[];
}

export type SearchLocationGeometry =
	| { type: 'Polygon'; coordinates: number[][][] }
	| { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A region's outline (`GET /wizard/locations/geojson`). */
export interface SearchLocationFeature {
	type: 'Feature';
	properties: { locationId: number; name: string };
	geometry: SearchLocationGeometry;
}

export interface SearchLocationFeatureCollection {
	type: 'FeatureCollection';
	features: SearchLocationFeature[];
}

export interface SavedSearch {
	/** Only when editing an existing saved search (ignored by the public route). */
	uuid?: string;
	objectType: ObjectType;
	categoryId: number;
	marketingType: MarketingType;
	locations: { locationId: number }[];
	/** RANGE entries of the category's search fields. */
	fields: FieldValue[];
}

export interface SavedSearchPayload extends WizardRequestMeta {
	contact: Contact;
	savedSearch: SavedSearch;
}

/*
 * Customer portal (issue 8): auth, contact, saved searches and inquiries of the logged-in user.
 */

/** The logged-in portal user. */
export interface PortalUser {
	email: string;
}

/**
 * What `POST /v1/wizard/confirm` answers: a confirmed request or an applied e-mail change, each with
 * a fresh login key for the portal (empty when the address is no portal user's), or a login link's
 * key named as such.
 */
/** A confirmed owner lead's range from the agency's listings (amounts in euros, dates RFC 3339). */
export interface PriceIndication {
	low: number;
	high: number;
	count: number;
	from: string;
	to: string;
}

export type PortalConfirmResponse =
	| {
			opcode: 'Contact';
			type: string;
			uuid: string;
			loginKey: string;
			priceIndication?: PriceIndication | null;
	  }
	| { opcode: 'EmailChanged'; loginKey: string }
	/** The key is a login link's: log in with it. */
	| { opcode: 'Login'; loginKey: string };

/** `POST /auth/login`. */
export interface LoginResponse {
	user: PortalUser;
	login: boolean;
}

/** `POST /auth/login/nonce`: the REST nonce of the session the login opened. */
export interface LoginNonceResponse {
	nonce: string;
}

/** `GET /auth/me`. */
export interface CurrentUserResponse {
	user: PortalUser;
}

/** `POST /auth/email`: true for every well-formed address (no account enumeration). */
export interface LoginMailResponse {
	sent: boolean;
}

/** `DELETE /v1/auth/me`. */
export interface LogoutResponse {
	loggedOut: boolean;
}

/** `DELETE /v1/contact` and `DELETE /v1/saved-search/{uuid}`. */
export interface DeletedResponse {
	deleted: boolean;
}

/** The portal user's contact (`GET|PUT /v1/contact`). */
export interface PortalContact extends Contact {
	/** A new e-mail address waiting for the confirmation link sent to it. */
	pendingEmail?: string;
}

/** A saved search in the portal's list (`GET /v1/saved-search`). */
export interface SavedSearchItem {
	uuid: string;
	active: boolean;
	/** Published listings it matches now; null while it is inactive (it is not matched then). */
	matches: number | null;
	objectType: ObjectType;
	marketingType: MarketingType;
	categoryId: number;
	category: { name: string };
	fields: FieldValue[];
	locations: { locationId: number; name: string }[];
}

/** Body of `POST /v1/saved-search` and `PUT /v1/saved-search/{uuid}`. */
export interface SavedSearchUpdate extends Omit< SavedSearch, 'uuid' > {
	/** 'Suchprofil aktivieren'. */
	active?: boolean;
}
