/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { PortalApp } from '../app';
import { confirmKey } from '../../api';

jest.mock( '../../api', () => ( { confirmKey: jest.fn() } ) );

const mockedConfirm = confirmKey as jest.MockedFunction< typeof confirmKey >;
const config = { privacyUrl: '' };

function openPortal( search: string ) {
	window.history.replaceState( null, '', `/kundenportal/${ search }` );
	return render( <PortalApp config={ config } /> );
}

describe( 'PortalApp', () => {
	beforeEach( () => mockedConfirm.mockReset() );

	it( 'confirms the key from the link by POST and thanks the visitor', async () => {
		mockedConfirm.mockResolvedValue( {
			opcode: 'Contact',
			type: 'lead',
			uuid: 'u',
		} );
		openPortal( '?k=abc123&utm=x' );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Ihre Anfrage wird bestätigt …'
		);
		expect(
			await screen.findByText( 'Vielen Dank für Ihre Anfrage!' )
		).toBeInTheDocument();
		expect( mockedConfirm ).toHaveBeenCalledTimes( 1 );
		expect( mockedConfirm ).toHaveBeenCalledWith( 'abc123' );
		// The key leaves the address bar; other parameters stay.
		expect( window.location.search ).toBe( '?utm=x' );
	} );

	it( 'shows the spec error when the key is refused', async () => {
		mockedConfirm.mockRejectedValue( new Error( 'invalid key' ) );
		openPortal( '?k=used' );

		expect(
			await screen.findByText( 'Es ist ein Fehler aufgetreten.' )
		).toHaveAttribute( 'role', 'alert' );
	} );

	it( 'asks for the personal link when there is no key', () => {
		openPortal( '' );

		expect( mockedConfirm ).not.toHaveBeenCalled();
		expect(
			screen.getByText( /persönlichen Link aus Ihrer E-Mail/ )
		).toBeInTheDocument();
	} );
} );
