/**
 * The settings screen's tabs "Privacy" and "Search profile alerts".
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { field, type TabSpec } from './field-spec';

export function privacyTab(): TabSpec {
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
				'cookie_banner',
				__( 'Cookie consent', 'immo-wizards' ),
				'select',
				{
					help: __(
						'Map tiles and address search load only after consent. With a consent plugin the screens show no banner of their own.',
						'immo-wizards'
					),
					options: [
						{
							value: 'on',
							label: __(
								'Our own cookie banner',
								'immo-wizards'
							),
						},
						{
							value: 'wp_consent_api',
							label: __(
								"The site's consent plugin (WP Consent API)",
								'immo-wizards'
							),
						},
						{
							value: 'off',
							label: __(
								'Off: load the map without asking',
								'immo-wizards'
							),
						},
					],
				}
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

export function alertsTab(): TabSpec {
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
