/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Dialog } from '.';

export interface ConfirmDialogProps {
	title: string;
	/** The question. */
	text: string;
	/** Runs the action; the dialog stays open (buttons disabled) until it settles. */
	onConfirm: () => Promise< unknown > | void;
	onCancel: () => void;
}

/**
 * A question with OK and Cancel (max. 450 px wide). Focus starts on the dialog itself, so the
 * question is read out and nothing is confirmed by an accidental Enter.
 *
 * @param props The props.
 */
export function ConfirmDialog( props: ConfirmDialogProps ) {
	const { title, text, onConfirm, onCancel } = props;
	const [ busy, setBusy ] = useState( false );

	const confirm = async () => {
		setBusy( true );
		try {
			await onConfirm();
		} finally {
			setBusy( false );
		}
	};

	return (
		<Dialog
			title={ title }
			onClose={ onCancel }
			size="small"
			initialFocus="dialog"
			actions={
				<>
					<button
						type="button"
						className="immo-wizards-dialog__button is-primary"
						disabled={ busy }
						aria-busy={ busy }
						onClick={ confirm }
					>
						{ __( 'OK', 'immo-wizards' ) }
					</button>
					<button
						type="button"
						className="immo-wizards-dialog__button"
						disabled={ busy }
						onClick={ onCancel }
					>
						{ __( 'Cancel', 'immo-wizards' ) }
					</button>
				</>
			}
		>
			<p className="immo-wizards-dialog__text">{ text }</p>
		</Dialog>
	);
}

export default ConfirmDialog;
