/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ScreenProviders } from '../../../host/screen-providers';
import { FeatureDisabled } from '../../feature-disabled';

const SETTINGS = { consent: { required: true }, privacyUrl: '' };

describe( 'CookieBanner focus', () => {
	beforeEach( () => {
		delete window.immoWizardsPage;
		window.localStorage.clear();
	} );

	it( 'comes before the screen in tab order; after accepting, focus goes to the screen', async () => {
		const user = userEvent.setup();
		render(
			<ScreenProviders settings={ SETTINGS }>
				<button type="button">Haus</button>
			</ScreenProviders>
		);
		// The disclosure with the details, then the two choices.
		await user.tab();
		expect( screen.getByText( 'Mehr erfahren' ) ).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Ablehnen' } )
		).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );

		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Haus' } )
			).toHaveFocus()
		);
	} );

	it( 'reopened from a disabled function: takes the focus and returns it to the opener', async () => {
		const user = userEvent.setup();
		render(
			<ScreenProviders settings={ SETTINGS }>
				<button type="button">Haus</button>
				<FeatureDisabled />
			</ScreenProviders>
		);
		await user.click( screen.getByRole( 'button', { name: 'Ablehnen' } ) );
		const opener = screen.getByRole( 'button', {
			name: 'Cookie-Einstellungen',
		} );
		opener.focus();
		await user.keyboard( '{Enter}' );

		const banner = screen.getByRole( 'region', {
			name: 'Datenschutz-Einstellungen',
		} );
		expect( banner ).toHaveFocus();
		await user.tab();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Ablehnen' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		await waitFor( () => expect( opener ).toHaveFocus() );
	} );
} );
