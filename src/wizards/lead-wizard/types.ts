/**
 * Internal dependencies
 */
import type {
	FieldValue,
	LeadLocation,
	MarketingType,
	ObjectType,
} from '../../api/types';
import type { MapConfig, SharedConfig } from '../../host/shared-config';
import type { Category, WizardMode } from '../shared/types';

export type { MapConfig, MarketingType, ObjectType };
export type {
	Category,
	DetailValues,
	WizardKind,
	WizardMode,
} from '../shared/types';

/** 'category-first' is spec reading A, 'address-first' reading B. */
export type StepOrder = 'category-first' | 'address-first';

export type StepKey = 'category' | 'address' | 'details' | 'contact';

export interface LeadWizardConfig extends SharedConfig {
	mode: WizardMode;
	stepOrder: StepOrder;
	showSteps: boolean;
	contactForm: boolean;
	marketingType: MarketingType;
	submitUrl?: string;
	categories: Category[];
	/** Changes whenever the admin saves the catalogue: cached field configs of another revision are stale. */
	fieldsRevision?: string;
}

/** The address of the property (spec: "Location in the lead wizard"). */
export interface Address {
	zip?: string;
	city?: string;
	district?: string;
	street?: string;
	number?: string;
	state?: string;
	country?: string;
	lat?: number;
	lng?: number;
	text?: string;
}

/** What the wizard hands to a host screen when no contact form is shown. */
export interface LeadDraft {
	objectType: ObjectType;
	categoryId: number | null;
	marketingType: MarketingType;
	/** Coordinates are missing only when the map was not allowed. */
	location: Omit< LeadLocation, 'lat' | 'lng' > &
		Partial< Pick< LeadLocation, 'lat' | 'lng' > >;
	fields: FieldValue[];
}
