/**
 * What the settings screen shows: its tabs and their fields, as data the form renders.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AllSettings, Service } from '../../api/settings';

export type FieldKind =
	'text' | 'number' | 'email' | 'url' | 'toggle' | 'textarea' | 'select';

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

function field(
	key: string,
	label: string,
	kind: FieldKind = 'text',
	extra: Partial< FieldSpec > = {}
): FieldSpec {
	return { option: 'immo_wizards_settings', key, label, kind, ...extra };
}

function officeTab(): TabSpec {
	return {
		name: 'office',
		title: __( 'Office & map', 'immo-wizards' ),
		fields: [
			field( 'office_name', __( 'Office name', 'immo-wizards' ) ),
			field( 'office_street', __( 'Street', 'immo-wizards' ) ),
			field( 'office_number', __( 'House number', 'immo-wizards' ) ),
			field( 'office_zip', __( 'Postcode', 'immo-wizards' ) ),
			field( 'office_city', __( 'City', 'immo-wizards' ) ),
			field(
				'office_lat',
				__( 'Office latitude', 'immo-wizards' ),
				'text',
				{
					help: __(
						'Decimal degrees, e.g. 51.0455. The route planner routes to this point.',
						'immo-wizards'
					),
				}
			),
			field( 'office_lng', __( 'Office longitude', 'immo-wizards' ) ),
			field(
				'map_center',
				__( 'Map centre (latitude,longitude)', 'immo-wizards' )
			),
			field(
				'map_zoom',
				__( 'Map zoom (6–20)', 'immo-wizards' ),
				'number'
			),
			field( 'tile_url', __( 'Map tile URL', 'immo-wizards' ), 'text', {
				help: __( 'Template with {z}, {x} and {y}.', 'immo-wizards' ),
				test: 'tiles',
			} ),
			field(
				'tile_attribution',
				__( 'Map attribution', 'immo-wizards' )
			),
		],
	};
}

function servicesTab(): TabSpec {
	return {
		name: 'services',
		title: __( 'Services', 'immo-wizards' ),
		fields: [
			field(
				'geocoder_url',
				__( 'Geocoder (Photon) URL', 'immo-wizards' ),
				'url',
				{
					test: 'geocoder',
				}
			),
			field(
				'routing_url',
				__( 'Routing service (OSRM) URL', 'immo-wizards' ),
				'url',
				{
					help: __(
						'Without it the route planner shows the office without route search. The public OSRM demo server may not be used on production sites.',
						'immo-wizards'
					),
					test: 'routing',
				}
			),
			field( 'trusted_proxies', __( 'Trusted proxies', 'immo-wizards' ) ),
			field(
				'proxy_header',
				__( 'Client address header', 'immo-wizards' )
			),
		],
	};
}

function mailTab(): TabSpec {
	const recipient = __(
		'Empty: the notification e-mail above.',
		'immo-wizards'
	);
	return {
		name: 'mail',
		title: __( 'E-mail', 'immo-wizards' ),
		fields: [
			field(
				'notification_email',
				__( 'Notification e-mail', 'immo-wizards' ),
				'email'
			),
			field(
				'agency_recipients.lead',
				__( 'Recipient of valuation requests', 'immo-wizards' ),
				'email',
				{ help: recipient }
			),
			field(
				'agency_recipients.saved_search',
				__( 'Recipient of search profiles', 'immo-wizards' ),
				'email',
				{ help: recipient }
			),
			field(
				'agency_recipients.expose_inquiry',
				__( 'Recipient of exposé inquiries', 'immo-wizards' ),
				'email',
				{ help: recipient }
			),
			field(
				'agency_recipients.message',
				__( 'Recipient of contact messages', 'immo-wizards' ),
				'email',
				{ help: recipient }
			),
			field(
				'agency_recipients.newsletter',
				__( 'Recipient of newsletter sign-ups', 'immo-wizards' ),
				'email',
				{ help: recipient }
			),
			field( 'sender_name', __( 'Sender name', 'immo-wizards' ) ),
			field(
				'sender_email',
				__( 'Sender address', 'immo-wizards' ),
				'email',
				{
					help: __(
						'Empty: the sender WordPress uses.',
						'immo-wizards'
					),
				}
			),
			field(
				'retention_days',
				__(
					'Delete unconfirmed requests after (days)',
					'immo-wizards'
				),
				'number',
				{
					help: __(
						'Also how long a confirmation link stays valid.',
						'immo-wizards'
					),
				}
			),
		],
	};
}

function privacyTab(): TabSpec {
	const consent = __(
		'Empty: the shipped text. Every change raises the text version stored with each consent.',
		'immo-wizards'
	);
	return {
		name: 'privacy',
		title: __( 'Privacy', 'immo-wizards' ),
		fields: [
			field(
				'privacy_url',
				__( 'Privacy policy URL', 'immo-wizards' ),
				'url',
				{
					help: __(
						'Leave empty to use the privacy policy page of this site.',
						'immo-wizards'
					),
				}
			),
			field(
				'consent_required',
				__(
					'Ask for cookie consent before loading the map',
					'immo-wizards'
				),
				'toggle'
			),
			field(
				'consent_texts.data_privacy',
				__( 'Consent to data processing', 'immo-wizards' ),
				'textarea',
				{ help: consent }
			),
			field(
				'consent_texts.accept_contact',
				__( 'Consent to be contacted', 'immo-wizards' ),
				'textarea',
				{ help: consent }
			),
			field(
				'consent_texts.newsletter',
				__( 'Newsletter consent', 'immo-wizards' ),
				'textarea',
				{ help: consent }
			),
			field(
				'newsletter_enabled',
				__( 'Offer the newsletter', 'immo-wizards' ),
				'toggle'
			),
			field(
				'newsletter_required',
				__( 'Newsletter consent is required', 'immo-wizards' ),
				'toggle'
			),
			field(
				'pending_daily_cap',
				__(
					'Unconfirmed requests accepted per day (whole site)',
					'immo-wizards'
				),
				'number'
			),
			field(
				'delete_data_on_uninstall',
				__(
					'Delete all plugin data when the plugin is deleted',
					'immo-wizards'
				),
				'toggle'
			),
		],
	};
}

function alertsTab(): TabSpec {
	return {
		name: 'alerts',
		title: __( 'Search profile alerts', 'immo-wizards' ),
		fields: [
			{
				option: 'immo_wizards_alerts',
				key: 'alert_mode',
				label: __( 'Send alert e-mails', 'immo-wizards' ),
				kind: 'select',
				options: [
					{
						value: 'instant',
						label: __(
							'Instantly when new listings match',
							'immo-wizards'
						),
					},
					{
						value: 'digest',
						label: __( 'Once a day (digest)', 'immo-wizards' ),
					},
				],
			},
			{
				option: 'immo_wizards_alerts',
				key: 'digest_hour',
				label: __( 'Hour of the daily digest (0–23)', 'immo-wizards' ),
				kind: 'number',
				help: __(
					'Site time. Only used for the daily digest.',
					'immo-wizards'
				),
			},
		],
	};
}

/** The tabs in order. */
export function settingsTabs(): TabSpec[] {
	return [ officeTab(), servicesTab(), mailTab(), privacyTab(), alertsTab() ];
}
