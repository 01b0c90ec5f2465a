/**
 * The shape of the settings screen's tabs and fields, as data the form renders.
 */
/**
 * Internal dependencies
 */
import type { AllSettings, Service } from '../../api/settings';

/** `lines`: a list of strings, edited one per line. */
export type FieldKind =
	| 'text'
	| 'number'
	| 'email'
	| 'url'
	| 'toggle'
	| 'textarea'
	| 'select'
	| 'lines';

export type OptionName = keyof AllSettings;

export interface FieldSpec {
	option: OptionName;
	/** The value's key, `parent.child` for a nested one (also the server's error key). */
	key: string;
	label: string;
	kind: FieldKind;
	help?: string;
	/** A "Test connection" button for this service. */
	test?: Service;
	options?: { label: string; value: string }[];
}

export interface TabSpec {
	name: string;
	title: string;
	fields: FieldSpec[];
}

export function field(
	key: string,
	label: string,
	kind: FieldKind = 'text',
	extra: Partial< FieldSpec > = {}
): FieldSpec {
	return { option: 'immo_wizards_settings', key, label, kind, ...extra };
}
