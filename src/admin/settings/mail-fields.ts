/**
 * The settings screen's tab "E-mail".
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RequestTypeInfo } from '../../api/requests';
import { field, type TabSpec } from './field-spec';

// The confirmation mail goes to any address a visitor typed: no visitor-supplied text (see the server).
const CONFIRMATION_PLACEHOLDERS = '{type} {site} {days}';
const AGENCY_PLACEHOLDERS = '{firstname} {lastname} {email} {type} {site}';

/**
 * The tab's fields: a recipient per request type, named as the server names the type.
 *
 * @param types The request types.
 */
export function mailTab( types: RequestTypeInfo[] ): TabSpec {
	const recipient = __(
		'Empty: the notification e-mail above.',
		'immo-wizards'
	);
	const shipped = __( 'Empty: the shipped text.', 'immo-wizards' );
	const text = ( key: string, label: string, placeholders: string ) =>
		field( `mail_texts.${ key }`, label, 'textarea', {
			help: sprintf(
				/* translators: 1: "Empty: the shipped text.", 2: placeholders such as {type} */
				__( '%1$s Placeholders: %2$s', 'immo-wizards' ),
				shipped,
				placeholders
			),
		} );
	return {
		name: 'mail',
		title: __( 'E-mail', 'immo-wizards' ),
		fields: [
			field(
				'notification_email',
				__( 'Notification e-mail', 'immo-wizards' ),
				'email'
			),
			...types.map( ( type ) =>
				field(
					`agency_recipients.${ type.type }`,
					sprintf(
						/* translators: %s: a kind of request in the plural, e.g. "Saved searches" */
						__( 'Recipient of %s', 'immo-wizards' ),
						type.pluralLabel
					),
					'email',
					{ help: recipient }
				)
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
			text(
				'confirmation_greeting',
				__( 'Confirmation mail: greeting', 'immo-wizards' ),
				CONFIRMATION_PLACEHOLDERS
			),
			text(
				'confirmation_intro',
				__( 'Confirmation mail: introduction', 'immo-wizards' ),
				CONFIRMATION_PLACEHOLDERS
			),
			text(
				'agency_greeting',
				__( 'Agency notification: greeting', 'immo-wizards' ),
				AGENCY_PLACEHOLDERS
			),
			text(
				'agency_intro',
				__( 'Agency notification: introduction', 'immo-wizards' ),
				AGENCY_PLACEHOLDERS
			),
		],
	};
}
