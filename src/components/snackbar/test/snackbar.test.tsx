/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { SnackbarProvider, useSnackbar, type SnackbarType } from '..';
import { apiRequest } from '../../../api/client';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

function Trigger( { type }: { type: SnackbarType } ) {
	const { show } = useSnackbar();
	return (
		<button type="button" onClick={ () => show( 'Gespeichert', type ) }>
			Show
		</button>
	);
}

describe( 'Snackbar', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'shows a message and hides it after 6000 ms', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		render(
			<SnackbarProvider>
				<Trigger type="success" />
			</SnackbarProvider>
		);
		await user.click( screen.getByRole( 'button', { name: 'Show' } ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Gespeichert'
		);

		act( () => jest.advanceTimersByTime( 5999 ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Gespeichert'
		);
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
	} );

	it( 'closes with the "Schließen" button', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		render(
			<SnackbarProvider>
				<Trigger type="error" />
			</SnackbarProvider>
		);
		await user.click( screen.getByRole( 'button', { name: 'Show' } ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Gespeichert'
		);
		await user.click( screen.getByRole( 'button', { name: 'Schließen' } ) );
		expect( screen.getByRole( 'alert' ) ).toBeEmptyDOMElement();
	} );

	it( 'shows API errors', async () => {
		( apiFetch as unknown as jest.Mock ).mockRejectedValue( {
			code: 'internal_server_error',
			message: 'Fatal',
		} );
		render( <SnackbarProvider /> );
		await act( () => apiRequest( { path: 'x' } ).catch( () => {} ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Es ist ein interner Serverfehler aufgetreten.'
		);
	} );
} );
