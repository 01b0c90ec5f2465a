/**
 * The portal opened by a link shows the tab that holds what the link just confirmed; a login link,
 * which confirms nothing, opens the tab of the address (Suchprofile by default).
 */
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { PortalConfirmResponse } from '../../api/types';
import { installFakeRest } from '../../test-utils/fake-rest';
import {
	EMAIL,
	NONCE,
	contact,
	contactMessage,
	inquiry,
	openPortal,
	ownerLead,
	savedSearches,
	tab,
} from './fixtures/portal';

/**
 * A fake API whose confirmation answers `confirm` with the login key `login-key`, which logs in.
 *
 * @param confirm What the confirmation answers.
 */
function linkApi( confirm: PortalConfirmResponse ) {
	return installFakeRest()
		.on( 'POST immo-wizards/v1/wizard/confirm', confirm )
		.on( 'POST immo-wizards/auth/login', {
			user: { email: EMAIL },
			login: true,
		} )
		.on( 'POST immo-wizards/auth/login/nonce', { nonce: NONCE } )
		.on( 'GET immo-wizards/v1/contact', contact )
		.on( 'GET immo-wizards/v1/saved-search', savedSearches )
		.on( 'GET immo-wizards/v1/expose-inquiry', [
			ownerLead,
			contactMessage,
			inquiry,
		] );
}

const confirmed = ( type: string ): PortalConfirmResponse => ( {
	opcode: 'Contact',
	type,
	uuid: 'u-1',
	loginKey: 'login-key',
} );

afterEach( () => window.history.replaceState( null, '', '/' ) );

describe( 'the tab a link opens', () => {
	it.each( [
		[ 'lead', 'Anfragen', '#exposeInquiry' ],
		[ 'expose_inquiry', 'Anfragen', '#exposeInquiry' ],
		[ 'message', 'Anfragen', '#exposeInquiry' ],
		[ 'saved_search', 'Suchprofile', '#savedSearch' ],
		[ 'newsletter', 'Mein Konto', '#account' ],
	] )( 'a confirmed %s opens %s', async ( type, name, hash ) => {
		linkApi( confirmed( type ) );
		// Whatever tab the address named before.
		openPortal( '/kundenportal/?k=link-key#savedSearch' );
		expect(
			await screen.findByText( 'Vielen Dank für Ihre Anfrage!' )
		).toBeInTheDocument();
		expect( await tab( name ) ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAccessibleName( name );
		// A reload stays there.
		expect( window.location.hash ).toBe( hash );
	} );

	it( 'an owner lead confirmed by its link is shown under Anfragen', async () => {
		linkApi( confirmed( 'lead' ) );
		openPortal( '/kundenportal/?k=link-key' );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Prager Straße 10, 01069 Dresden – Seevorstadt',
			} )
		).toBeVisible();
	} );

	it( 'an applied e-mail change opens Mein Konto', async () => {
		linkApi( { opcode: 'EmailChanged', loginKey: 'login-key' } );
		openPortal( '/kundenportal/?k=change-key' );
		expect(
			await screen.findByText( 'Ihre E-Mail-Adresse wurde geändert.' )
		).toBeInTheDocument();
		expect( await tab( 'Mein Konto' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
	} );

	it( 'a login link thanks for nothing and keeps the tab of the address', async () => {
		const api = linkApi( { opcode: 'Login', loginKey: 'mail-key' } );
		openPortal( '/kundenportal/?k=mail-key#exposeInquiry' );
		expect( await tab( 'Anfragen' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect(
			screen.queryByText( 'Vielen Dank für Ihre Anfrage!' )
		).not.toBeInTheDocument();
		expect(
			api.callsOf( 'POST immo-wizards/auth/login' )[ 0 ].data
		).toEqual( { k: 'mail-key' } );
	} );

	it( 'a type this client does not know opens the default tab', async () => {
		linkApi( confirmed( 'something_new' ) );
		openPortal( '/kundenportal/?k=link-key' );
		expect( await tab( 'Suchprofile' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
	} );
} );
