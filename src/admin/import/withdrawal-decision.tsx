/**
 * A full transfer that would withdraw more than half of the listings waits for an administrator.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { decideWithdrawal, type ImportState } from '../../api/imports';

interface Props {
	state: ImportState;
	onDecided: ( state: ImportState ) => void;
}

export function WithdrawalDecision( { state, onDecided }: Props ) {
	const [ busy, setBusy ] = useState< 'confirm' | 'reject' | null >( null );
	const [ error, setError ] = useState< string | null >( null );

	const decide = async ( decision: 'confirm' | 'reject' ) => {
		setBusy( decision );
		setError( null );
		try {
			onDecided( await decideWithdrawal( state.id, decision ) );
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		} finally {
			setBusy( null );
		}
	};

	const text = sprintf(
		/* translators: 1: listings to withdraw, 2: listings of the provider before the import */
		__(
			'This full transfer would withdraw %1$d of %2$d listings. They stay online until you decide.',
			'immo-wizards'
		),
		state.pendingWithdrawal,
		state.existingBefore
	);
	// The notice speaks its text only: rendering the buttons into a string would call their hooks.
	return (
		<>
			<Notice
				status="warning"
				isDismissible={ false }
				spokenMessage={ text }
			>
				<p>{ text }</p>
				<div className="immo-wizards-import__decision">
					<Button
						variant="primary"
						isDestructive
						isBusy={ busy === 'confirm' }
						disabled={ busy !== null }
						onClick={ () => decide( 'confirm' ) }
					>
						{ __( 'Confirm withdrawal', 'immo-wizards' ) }
					</Button>
					<Button
						variant="secondary"
						isBusy={ busy === 'reject' }
						disabled={ busy !== null }
						onClick={ () => decide( 'reject' ) }
					>
						{ __( 'Decline', 'immo-wizards' ) }
					</Button>
				</div>
			</Notice>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</>
	);
}
