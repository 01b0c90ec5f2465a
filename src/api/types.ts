/**
 * Types mirroring the REST schemas of the `immo-wizards/v1` namespace.
 */

export type ObjectType = 'LIVING' | 'COMMERCIAL';

export type MarketingType = 'buy' | 'rent';

export type Salutation = 'Frau' | 'Herr';

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

export type FieldValueType = 'RANGE' | 'RAW' | 'NUMBER';

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

export interface LeadPayload {
	contact: Contact;
	lead: Lead;
	/** UUID v4, generated once per submission: the idempotency key. */
	requestId: string;
	/** Honeypot: must stay empty. */
	hp?: string;
	/** When the wizard was first shown (ms since the epoch). */
	startedAt: number;
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
