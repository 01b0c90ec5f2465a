/**
 * Mein Konto: 'Ihre Angaben' (or 'Bitte vervollständigen Sie Ihre Angaben' while the disclaimer
 * is not accepted), the account form, and 'Konto löschen', which really deletes the account.
 */
/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { deleteAccount } from '../../api/contact';
import type { PortalContact } from '../../api/types';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { Alert } from '../alert';
import { BLOCK } from '../block';
import { usePortalCall } from '../use-remote';
import { AccountForm } from './account-form';
import { accountTitle, hasContactEmail } from './disclaimer';

interface AccountTabProps {
	/** null while loading. */
	contact: PortalContact | null;
	onSaved: ( contact: PortalContact ) => void;
	/** The account is gone (and with it the session). */
	onDeleted: () => void;
}

export function InvalidUser() {
	return <Alert type="error">{ __( 'Invalid user', 'immo-wizards' ) }</Alert>;
}

export function AccountTab( props: AccountTabProps ) {
	const { contact, onSaved, onDeleted } = props;
	const call = usePortalCall();
	const [ confirming, setConfirming ] = useState( false );

	if ( ! contact ) {
		return null;
	}
	if ( ! hasContactEmail( contact ) ) {
		return <InvalidUser />;
	}

	const remove = async () => {
		if ( await call( deleteAccount() ) ) {
			onDeleted();
		}
	};

	return (
		<section className={ `${ BLOCK }__account` }>
			<h2 className={ `${ BLOCK }__title` }>
				{ accountTitle( contact ) }
			</h2>
			<AccountForm
				contact={ contact }
				onSaved={ onSaved }
				extraActions={
					<button
						type="button"
						className={ `${ BLOCK }__button ${ BLOCK }__button--danger` }
						onClick={ () => setConfirming( true ) }
					>
						{ __( 'Delete account', 'immo-wizards' ) }
					</button>
				}
			/>
			{ confirming && (
				<ConfirmDialog
					title={ __( 'Delete account', 'immo-wizards' ) }
					text={ __(
						'Do you really want to delete your account with all its data?',
						'immo-wizards'
					) }
					onConfirm={ remove }
					onCancel={ () => setConfirming( false ) }
				/>
			) }
		</section>
	);
}
