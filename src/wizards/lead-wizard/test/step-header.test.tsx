/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../shared/test/fixtures/setup';
import { heading, renderWizard } from './fixtures/render';

/** Label and clickability of each step header entry. */
function headerState() {
	const nav = screen.getByRole( 'navigation', { name: 'Schritte' } );
	return within( nav )
		.getAllByRole( 'button' )
		.map(
			( button ) =>
				`${ button.textContent }:${
					( button as HTMLButtonElement ).disabled ? 'off' : 'on'
				}`
		);
}

describe( 'lead wizard step header', () => {
	it( 'category first: steps 2–4 need a category', async () => {
		const { user } = renderWizard();
		expect( headerState() ).toEqual( [
			'1Immobilie:on',
			'2Adresse:off',
			'3Details:off',
			'4Kontakt:off',
		] );
		await user.click( screen.getByRole( 'button', { name: 'Haus' } ) );
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Details eingeben' } )
		);
		await heading( 'Details Ihres Hauses' );
		expect( headerState() ).toEqual( [
			'1Immobilie:on',
			'2Adresse:on',
			'3Details:on',
			'4Kontakt:off',
		] );

		// Back to step 1 through the header; a new object type voids the category.
		await user.click( screen.getByRole( 'button', { name: /Immobilie/ } ) );
		await heading( 'Um welche Art von Immobilie handelt es sich?' );
		await user.click( screen.getByRole( 'radio', { name: 'Gewerbe' } ) );
		expect( headerState() ).toEqual( [
			'1Immobilie:on',
			'2Adresse:off',
			'3Details:off',
			'4Kontakt:off',
		] );
	} );

	it( 'address first: the category step needs no category', async () => {
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		expect( headerState() ).toEqual( [
			'1Adresse:on',
			'2Immobilie:off',
			'3Details:off',
			'4Kontakt:off',
		] );
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Details eingeben' } )
		);
		await heading( 'Um welche Art von Immobilie handelt es sich?' );
		expect( headerState() ).toEqual( [
			'1Adresse:on',
			'2Immobilie:on',
			'3Details:off',
			'4Kontakt:off',
		] );
		await user.click( screen.getByRole( 'button', { name: 'Wohnung' } ) );
		await heading( 'Details Ihrer Wohnung' );
		expect( headerState() ).toEqual( [
			'1Adresse:on',
			'2Immobilie:on',
			'3Details:on',
			'4Kontakt:off',
		] );
		await user.click( screen.getByRole( 'button', { name: /Adresse/ } ) );
		expect(
			await heading( 'Wie lautet die Adresse Ihrer Wohnung?' )
		).toHaveFocus();
	} );

	it( 'hides the header when steps are switched off', () => {
		renderWizard( { showSteps: false } );
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
	} );
} );
