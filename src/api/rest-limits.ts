/**
 * The server's limits and enums that the client mirrors (form checks, payload types), read from the
 * REST schema dump (`npm run schema`): one source, so a server change reaches the client.
 */

/**
 * Internal dependencies
 */
import { v1Requests } from './rest-routes/v1-requests';
import { v1WizardContact } from './rest-routes/v1-wizard-contact';
import { v1WizardExposeInquiry } from './rest-routes/v1-wizard-expose-inquiry';
import type { v1WizardFormToken } from './rest-routes/v1-wizard-form-token';
import type { v1WizardLead } from './rest-routes/v1-wizard-lead';

type LeadArgs =
	( typeof v1WizardLead )[ 'POST' ][ 'args' ][ 'lead' ][ 'properties' ];
type FormTokenArgs = ( typeof v1WizardFormToken )[ 'GET' ][ 'args' ];

const contact = v1WizardContact.POST.args.contact.properties;
const inquiry = v1WizardExposeInquiry.POST.args.exposeInquiry.properties;

/** The values of a server enum that the client sends; it leaves out a value instead of '' or null. */
type Values< T extends readonly unknown[] > = Exclude< T[ number ], null | '' >;

function values< T extends readonly unknown[] >( list: T ): Values< T >[] {
	return list.filter(
		( value ): value is Values< T > => value !== null && value !== ''
	);
}

export type ObjectType = Values< LeadArgs[ 'objectType' ][ 'enum' ] >;
export type MarketingType = Values< LeadArgs[ 'marketingType' ][ 'enum' ] >;
export type FieldValueType = Values<
	LeadArgs[ 'fields' ][ 'items' ][ 'properties' ][ 'valueType' ][ 'enum' ]
>;
export type Salutation = Values< typeof contact.salutation.enum >;
/** What an inquiry asks for (spec: wish). */
export type InquiryWish = Values< typeof inquiry.wish.items.enum >;
/** How the visitor prefers to be contacted. */
export type ContactMethod = Values< typeof inquiry.contactMethod.enum >;
/** The request types a form token is issued for (the server's request type names). */
export type FormType = Values< FormTokenArgs[ 'type' ][ 'enum' ] >;

/** The request types (the server's names), in the server's order. */
export const REQUEST_TYPES = v1Requests.GET.args.type.enum;
export type RequestType = ( typeof REQUEST_TYPES )[ number ];

export const SALUTATIONS = values( contact.salutation.enum );
export const WISHES = values( inquiry.wish.items.enum );
export const CONTACT_METHODS = values( inquiry.contactMethod.enum );

/** Maximum lengths of the contact's text fields. */
export const CONTACT_MAX_LENGTH = {
	firstname: contact.firstname.maxLength,
	lastname: contact.lastname.maxLength,
	phone: contact.phone.maxLength,
	street: contact.street.maxLength,
	number: contact.number.maxLength,
	zip: contact.zip.maxLength,
	city: contact.city.maxLength,
};

/** The longest message of the request forms. */
export const MESSAGE_MAX_LENGTH = v1WizardContact.POST.args.message.maxLength;
export const COMPANY_MAX_LENGTH = inquiry.company.maxLength;
/** Exposé inquiries: the property's id (1 to 2^31 − 1) and the agency's own object number. */
export const MAX_OBJECT_ID = inquiry.objectId.maximum;
export const MAX_CUSTOM_OBJECT_ID_LENGTH = inquiry.customObjectId.maxLength;
