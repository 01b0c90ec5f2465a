/**
 * The settings screen's tab "CRM": confirmed requests as OpenImmo-Feedback files for the agency's CRM.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldKind, FieldSpec, TabSpec } from './field-spec';

function crmField(
	key: string,
	label: string,
	kind: FieldKind,
	extra: Partial< FieldSpec > = {}
): FieldSpec {
	return { option: 'immo_wizards_crm', key, label, kind, ...extra };
}

export function crmTab(): TabSpec {
	return {
		name: 'crm',
		title: __( 'CRM', 'immo-wizards' ),
		fields: [
			crmField(
				'enabled',
				__(
					'Send confirmed requests to the CRM as OpenImmo-Feedback',
					'immo-wizards'
				),
				'toggle',
				{
					help: __(
						'Owner leads, exposé inquiries, search profiles and contact messages, each once its sender has confirmed it.',
						'immo-wizards'
					),
				}
			),
			crmField(
				'delivery',
				__( 'How the file reaches the CRM', 'immo-wizards' ),
				'select',
				{
					options: [
						{
							value: 'separate',
							label: __(
								'Own e-mail to the CRM',
								'immo-wizards'
							),
						},
						{
							value: 'attach',
							label: __(
								'Attached to the agency’s mail',
								'immo-wizards'
							),
						},
					],
				}
			),
			crmField(
				'import_email',
				__( 'CRM import address', 'immo-wizards' ),
				'email',
				{
					help: __(
						'For the own e-mail only: this address gets nothing but the machine e-mail with the file. Your CRM names it in its e-mail import settings.',
						'immo-wizards'
					),
				}
			),
			crmField(
				'openimmo_anid',
				__( 'OpenImmo provider id (openimmo_anid)', 'immo-wizards' ),
				'text'
			),
			crmField(
				'makler_id',
				__( 'Agent id (makler_id)', 'immo-wizards' ),
				'text'
			),
			crmField( 'file_name', __( 'File name', 'immo-wizards' ), 'text', {
				help: __( 'Ends in .xml.', 'immo-wizards' ),
			} ),
		],
	};
}
