/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Dialog } from '..';
import { ConfirmDialog } from '../confirm-dialog';

function Host( { onClose = () => {} }: { onClose?: () => void } ) {
	const [ open, setOpen ] = useState( false );
	const close = () => {
		onClose();
		setOpen( false );
	};
	return (
		<>
			<button type="button" onClick={ () => setOpen( true ) }>
				Öffnen
			</button>
			{ open && (
				<Dialog
					title="Suchprofil bearbeiten"
					onClose={ close }
					actions={
						<button type="button" onClick={ close }>
							Abbrechen
						</button>
					}
				>
					<input aria-label="Name" />
					<select aria-label="Auswahl" />
				</Dialog>
			) }
		</>
	);
}

describe( 'Dialog', () => {
	it( 'moves focus in, keeps Tab inside, closes on Escape and returns focus', async () => {
		const user = userEvent.setup();
		const onClose = jest.fn();
		render( <Host onClose={ onClose } /> );
		const opener = screen.getByRole( 'button', { name: 'Öffnen' } );
		await user.click( opener );

		const dialog = screen.getByRole( 'dialog', {
			name: 'Suchprofil bearbeiten',
		} );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect( screen.getByRole( 'textbox', { name: 'Name' } ) ).toHaveFocus();
		expect( document.body.style.overflow ).toBe( 'hidden' );

		await user.tab();
		expect(
			screen.getByRole( 'combobox', { name: 'Auswahl' } )
		).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Abbrechen' } )
		).toHaveFocus();
		// Past the last control: back to the first (the close button in the header).
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Schließen' } )
		).toHaveFocus();
		await user.tab( { shift: true } );
		expect(
			screen.getByRole( 'button', { name: 'Abbrechen' } )
		).toHaveFocus();

		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( opener ).toHaveFocus();
		expect( document.body.style.overflow ).toBe( '' );
	} );

	it( 'leaves Escape to a control inside that handled it', async () => {
		const user = userEvent.setup();
		const onClose = jest.fn();
		render(
			<Dialog title="Titel" onClose={ onClose }>
				<input
					aria-label="Feld"
					onKeyDown={ ( event ) => {
						if ( event.key === 'Escape' ) {
							event.preventDefault();
						}
					} }
				/>
			</Dialog>
		);
		await user.keyboard( '{Escape}' );
		expect( onClose ).not.toHaveBeenCalled();
	} );

	it( 'focuses the first control of content that arrives later', async () => {
		let arrive = () => {};
		function Late() {
			const [ ready, setReady ] = useState( false );
			arrive = () => setReady( true );
			return (
				<Dialog title="Später" onClose={ () => {} }>
					{ ready && <input aria-label="Feld" /> }
				</Dialog>
			);
		}
		render( <Late /> );
		expect( screen.getByRole( 'dialog' ) ).toHaveFocus();
		act( () => arrive() );
		await waitFor( () =>
			expect(
				screen.getByRole( 'textbox', { name: 'Feld' } )
			).toHaveFocus()
		);
	} );

	it( 'closes with its close button', async () => {
		const user = userEvent.setup();
		render( <Host /> );
		await user.click( screen.getByRole( 'button', { name: 'Öffnen' } ) );
		await user.click( screen.getByRole( 'button', { name: 'Schließen' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'ConfirmDialog', () => {
	it( 'asks with OK and Cancel, focus on the question, busy while confirming', async () => {
		const user = userEvent.setup();
		let finish: () => void = () => {};
		const onConfirm = jest.fn(
			() => new Promise< void >( ( resolve ) => ( finish = resolve ) )
		);
		const onCancel = jest.fn();
		render(
			<ConfirmDialog
				title="Suchprofil löschen"
				text="Möchten Sie Ihr Suchprofil wirklich löschen?"
				onConfirm={ onConfirm }
				onCancel={ onCancel }
			/>
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Suchprofil löschen',
		} );
		expect( dialog ).toHaveFocus();
		expect( dialog ).toHaveClass( 'immo-wizards-dialog--small' );
		expect( dialog ).toHaveTextContent(
			'Möchten Sie Ihr Suchprofil wirklich löschen?'
		);
		const ok = screen.getByRole( 'button', { name: 'OK' } );
		await user.click( ok );
		expect( onConfirm ).toHaveBeenCalledTimes( 1 );
		expect( ok ).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Abbrechen' } )
		).toBeDisabled();
		finish();
		await screen.findByRole( 'button', { name: 'OK', busy: false } );
		expect( ok ).toBeEnabled();

		await user.click( screen.getByRole( 'button', { name: 'Abbrechen' } ) );
		expect( onCancel ).toHaveBeenCalledTimes( 1 );
	} );
} );
