/**
 * Mein Konto and the disclaimer: titles, the dialog after load when the disclaimer is not accepted,
 * validation of the account form (address required), saving, the e-mail change waiting for its
 * confirmation, 'Ungültiger Benutzer' and the account deletion.
 */
/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { getNonce } from '../../api/nonce-middleware';
import { isDisclaimerAccepted } from '../account/disclaimer';
import { WpError } from '../../test-utils/fake-rest';
import { EMAIL, contact, loggedInApi, openPortal } from './fixtures/portal';

const PUT = 'PUT immo-wizards/v1/contact';
const textbox = ( scope: HTMLElement, name: RegExp ) =>
	within( scope ).getByRole( 'textbox', { name } );

describe( 'disclaimer', () => {
	it( 'is accepted only with both consents', () => {
		const withConsents = ( dataPrivacy: boolean, acceptContact: boolean ) =>
			isDisclaimerAccepted( {
				customFields: { dataPrivacy, acceptContact },
			} );
		expect( withConsents( true, true ) ).toBe( true );
		expect( withConsents( true, false ) ).toBe( false );
		expect( withConsents( false, true ) ).toBe( false );
		expect( withConsents( false, false ) ).toBe( false );
		expect( isDisclaimerAccepted( null ) ).toBe( false );
	} );

	it( 'opens a dialog with the account form after load when not accepted', async () => {
		const api = loggedInApi( {
			customFields: { dataPrivacy: true, acceptContact: false },
		} ).on( PUT, ( { data } ) => data as object );
		const { user } = openPortal();
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Bitte vervollständigen Sie Ihre Angaben',
		} );
		// Focus moves into the form once its (lazily loaded) code is there.
		const salutation = await within( dialog ).findByRole( 'combobox' );
		await waitFor( () => expect( salutation ).toHaveFocus() );
		await user.click(
			within( dialog ).getByRole( 'checkbox', { name: /kontaktiert/ } )
		);
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Änderungen speichern',
			} )
		);
		expect(
			await screen.findByText( 'Ihre Angaben wurden gespeichert.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( api.callsOf( PUT )[ 0 ].data ).toMatchObject( {
			customFields: { dataPrivacy: true, acceptContact: true },
		} );
	} );

	it( 'stays closed when accepted', async () => {
		loggedInApi();
		openPortal( '/kundenportal/#account' );
		expect(
			await screen.findByRole( 'heading', { name: 'Ihre Angaben' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'Mein Konto', () => {
	it( 'asks to complete the details while the disclaimer is not accepted', async () => {
		loggedInApi( {
			customFields: { dataPrivacy: false, acceptContact: false },
		} );
		const { user } = openPortal( '/kundenportal/#account' );
		await user.click(
			within( await screen.findByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Schließen',
			} )
		);
		expect(
			screen.getByRole( 'heading', {
				name: 'Bitte vervollständigen Sie Ihre Angaben',
			} )
		).toBeInTheDocument();
	} );

	it( 'saves only valid input: the address is required', async () => {
		const api = loggedInApi( { street: '', number: '' } ).on(
			PUT,
			( { data } ) => data as object
		);
		const { user } = openPortal( '/kundenportal/#account' );
		const panel = await screen.findByRole( 'tabpanel' );
		const save = await within( panel ).findByRole( 'button', {
			name: 'Änderungen speichern',
		} );
		await user.clear( textbox( panel, /^Telefon/ ) );
		await user.type( textbox( panel, /^Telefon/ ), '0351 999999' );
		await user.click( save );
		expect(
			await within( panel ).findByText(
				'Bitte prüfen Sie Ihre Eingaben.'
			)
		).toBeInTheDocument();
		expect( textbox( panel, /^Straße/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( api.callsOf( PUT ) ).toHaveLength( 0 );

		await user.type( textbox( panel, /^Straße/ ), 'Hauptstraße' );
		await user.type( textbox( panel, /^Haus/ ), '1a' );
		await user.click( save );
		expect(
			await screen.findByText( 'Ihre Angaben wurden gespeichert.' )
		).toBeInTheDocument();
		expect( api.callsOf( PUT )[ 0 ].data ).toEqual( {
			salutation: 'Frau',
			firstname: 'Sabine',
			lastname: 'Suchende',
			email: EMAIL,
			phone: '0351 999999',
			street: 'Hauptstraße',
			number: '1a',
			zip: '01067',
			city: 'Dresden',
			customFields: { dataPrivacy: true, acceptContact: true },
		} );
	} );

	it( 'keeps the address until the new one is confirmed', async () => {
		loggedInApi().on( PUT, {
			...contact,
			pendingEmail: 'neu@example.com',
		} );
		const { user } = openPortal( '/kundenportal/#account' );
		const panel = await screen.findByRole( 'tabpanel' );
		const email = await within( panel ).findByRole( 'textbox', {
			name: /^E-Mail/,
		} );
		await user.clear( email );
		await user.type( email, 'neu@example.com' );
		await user.click(
			within( panel ).getByRole( 'button', {
				name: 'Änderungen speichern',
			} )
		);
		expect(
			await screen.findByText(
				'Wir haben einen Link an neu@example.com geschickt. Ihre neue E-Mail-Adresse gilt, sobald Sie ihn öffnen.'
			)
		).toBeInTheDocument();
		expect( email ).toHaveValue( EMAIL );
		expect( panel ).toHaveTextContent(
			'Ihre neue E-Mail-Adresse neu@example.com gilt, sobald Sie den Link öffnen'
		);
	} );

	it( 'shows "Ungültiger Benutzer" without a contact e-mail', async () => {
		loggedInApi( {
			email: '',
			customFields: { dataPrivacy: false, acceptContact: false },
		} );
		openPortal( '/kundenportal/#account' );
		expect(
			await screen.findByText( 'Ungültiger Benutzer' )
		).toBeVisible();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Änderungen speichern' } )
		).not.toBeInTheDocument();
	} );

	it( 'deletes the account after asking, and ends the session', async () => {
		const api = loggedInApi().on( 'DELETE immo-wizards/v1/contact', {
			deleted: true,
		} );
		const { user } = openPortal( '/kundenportal/#account' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Konto löschen' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Konto löschen' } );
		expect( dialog ).toHaveTextContent(
			'Möchten Sie Ihr Konto mit allen Daten wirklich löschen?'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'OK' } )
		);
		expect(
			await screen.findByText( 'Ihr Konto wurde gelöscht.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Anmeldung' } )
		).toBeInTheDocument();
		expect( api.callsOf( 'DELETE immo-wizards/v1/contact' ) ).toHaveLength(
			1
		);
		expect( getNonce() ).toBeNull();
	} );

	// 503: the server lost its database mid-request (it answers the same code).
	it.each( [ 500, 503 ] )(
		'keeps the account when the deletion fails (HTTP %i)',
		async ( status ) => {
			loggedInApi().on(
				'DELETE immo-wizards/v1/contact',
				new WpError( status, 'internal_server_error' )
			);
			const { user } = openPortal( '/kundenportal/#account' );
			await user.click(
				await screen.findByRole( 'button', { name: 'Konto löschen' } )
			);
			await user.click( screen.getByRole( 'button', { name: 'OK' } ) );
			expect(
				await screen.findByText(
					'Es ist ein interner Serverfehler aufgetreten.'
				)
			).toBeVisible();
			expect(
				screen.getByRole( 'tab', { name: 'Mein Konto' } )
			).toBeVisible();
		}
	);
} );
