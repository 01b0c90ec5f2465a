/**
 * The regions editor against a fake REST API: the tree and a region's actions.
 */
/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installFakeRest } from '../../../test-utils/fake-rest';
import { findNotice, LIST, openScreen, REGIONS } from './fixtures/regions';

jest.mock( '../../../components/map/leaflet-map' );

describe( 'RegionsScreen', () => {
	it( 'shows the tree with inactive regions and collapses a group', async () => {
		const user = openScreen( installFakeRest() );
		expect(
			await screen.findByRole( 'button', { name: 'Seevorstadt' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'inaktiv' ) ).toBeInTheDocument();
		const toggle = screen.getByRole( 'button', {
			name: 'Unterregionen von Altstadt',
		} );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'button', { name: 'Seevorstadt' } )
		).not.toBeInTheDocument();
	} );

	it( 'moves, outdents and activates the selected region, then reads the tree again', async () => {
		const api = installFakeRest();
		const user = openScreen( api );
		api.on(
			'PATCH immo-wizards/v1/regions/12',
			( call: { data: unknown } ) => ( {
				...REGIONS[ 2 ],
				...( call.data as object ),
			} )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Seevorstadt' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Seevorstadt' } )
		).toHaveAttribute( 'aria-current', 'true' );
		const actions = screen.getByRole( 'group', {
			name: 'Seevorstadt ändern',
		} );
		expect(
			within( actions ).getByRole( 'button', { name: 'Nach unten' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			within( actions ).getByRole( 'button', { name: 'Einrücken' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click(
			within( actions ).getByRole( 'button', { name: 'Nach oben' } )
		);
		await user.click(
			within( actions ).getByRole( 'button', { name: 'Ausrücken' } )
		);
		await user.click(
			within( actions ).getByRole( 'button', { name: 'Aktivieren' } )
		);
		expect(
			api
				.callsOf( 'PATCH immo-wizards/v1/regions/12' )
				.map( ( call ) => call.data )
		).toEqual( [
			{ position: 0 },
			{ parentId: 0, position: 1 },
			{ active: true },
		] );
		expect( api.callsOf( LIST ) ).toHaveLength( 4 );
	} );

	it( 'renames inline and shows the server’s refusal', async () => {
		const api = installFakeRest();
		const user = openScreen( api );
		api.on( 'PATCH immo-wizards/v1/regions/11', () => {
			throw {
				code: 'immo_wizards_region_name_taken',
				message: 'There is already a region named "Seevorstadt" here.',
				data: { status: 409 },
			};
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Innere Altstadt' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Umbenennen' } )
		);
		const field = screen.getByLabelText( 'Neuer Name' );
		await user.clear( field );
		await user.paste( 'Seevorstadt' );
		await user.keyboard( '{Enter}' );
		expect(
			await findNotice(
				'There is already a region named "Seevorstadt" here.'
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Neuer Name' ) ).toHaveValue(
			'Seevorstadt'
		);
		await user.keyboard( '{Escape}' );
		expect(
			screen.queryByLabelText( 'Neuer Name' )
		).not.toBeInTheDocument();
	} );

	it( 'deletes a group with its sub-regions only after asking', async () => {
		const api = installFakeRest();
		const user = openScreen( api );
		api.on( 'DELETE immo-wizards/v1/regions/1?force=true', {
			deleted: [ 11, 12, 1 ],
		} );
		const confirm = jest
			.spyOn( window, 'confirm' )
			.mockReturnValueOnce( false )
			.mockReturnValueOnce( true );
		await user.click(
			await screen.findByRole( 'button', { name: 'Altstadt' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Löschen' } ) );
		expect( confirm.mock.calls[ 0 ][ 0 ] ).toContain(
			'und seine 2 Unterregionen'
		);
		expect(
			api.callsOf( 'DELETE immo-wizards/v1/regions/1?force=true' )
		).toHaveLength( 0 );
		await user.click( screen.getByRole( 'button', { name: 'Löschen' } ) );
		expect(
			api.callsOf( 'DELETE immo-wizards/v1/regions/1?force=true' )
		).toHaveLength( 1 );
		confirm.mockRestore();
	} );
} );
