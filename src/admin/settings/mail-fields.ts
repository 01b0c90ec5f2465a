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
import type { MailKindInfo } from '../../api/mails';
import type { RequestTypeInfo } from '../../api/requests';
import { field, type TabSpec } from './field-spec';

/**
 * The tab's fields: a recipient per request type and the mails' texts, named as the server names
 * the types and the mails (each text with the placeholders its mail allows).
 *
 * @param types The request types.
 * @param kinds The mail kinds.
 */
export function mailTab(
	types: RequestTypeInfo[],
	kinds: MailKindInfo[]
): TabSpec {
	const recipient = __(
		'Empty: the notification e-mail above.',
		'immo-wizards'
	);
	const shipped = __( 'Empty: the shipped text.', 'immo-wizards' );
	const texts = kinds.flatMap( ( kind ) =>
		kind.texts.map( ( text ) =>
			field( `mail_texts.${ text.key }`, text.label, 'textarea', {
				help: sprintf(
					/* translators: 1: "Empty: the shipped text.", 2: placeholders such as {type} */
					__( '%1$s Placeholders: %2$s', 'immo-wizards' ),
					shipped,
					kind.placeholders
						.map( ( name ) => `{${ name }}` )
						.join( ' ' )
				),
			} )
		)
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
			...texts,
		],
	};
}
