/**
 * Step "E-mail recipients": the settings' notification address and the recipient of each request
 * type (the types and their names come from the server).
 */
/**
 * Internal dependencies
 */
import type { RequestTypeInfo } from '../../api/requests';
import { mailTab } from '../settings/mail-fields';
import { SettingsFields, type SettingsState } from './settings-fields';

export function RecipientsStep( {
	settings,
	types,
	onSaved,
}: {
	settings: SettingsState;
	types: RequestTypeInfo[];
	onSaved: () => void;
} ) {
	// The recipients only: the mail texts (which the mail kinds describe) stay on the settings screen.
	const specs = mailTab( types, [] ).fields.filter(
		( spec ) =>
			spec.key === 'notification_email' ||
			spec.key.startsWith( 'agency_recipients.' )
	);
	return (
		<SettingsFields
			settings={ settings }
			specs={ specs }
			onSaved={ onSaved }
		/>
	);
}
