/**
 * The regions editor against a fake REST API: the tree, a region's actions, the upload's
 * per-feature errors.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { Region } from '../../../api/regions';
import { FakeApi } from '../../../api/test/fixtures/fake-api';
import { RegionsScreen } from '../regions-screen';

jest.mock( '@wordpress/api-fetch', () => {
	const fn = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: fn };
} );
jest.mock( '../../../components/map/leaflet-map' );

const LIST = 'GET immo-wizards/v1/regions';
const UPLOAD = 'POST immo-wizards/v1/regions/geojson';
const UPLOAD_ALL_NEW = 'POST immo-wizards/v1/regions/geojson?create=true';

const SQUARE = {
	type: 'Polygon' as const,
	coordinates: [
		[
			[ 13.7, 51 ],
			[ 13.8, 51 ],
			[ 13.8, 51.1 ],
			[ 13.7, 51 ],
		],
	],
};

const REGIONS: Region[] = [
	{
		id: 1,
		parentId: 0,
		name: 'Altstadt',
		active: true,
		position: 0,
		geometry: null,
	},
	{
		id: 11,
		parentId: 1,
		name: 'Innere Altstadt',
		active: true,
		position: 0,
		geometry: SQUARE,
	},
	{
		id: 12,
		parentId: 1,
		name: 'Seevorstadt',
		active: false,
		position: 1,
		geometry: SQUARE,
	},
	{
		id: 2,
		parentId: 0,
		name: 'Neustadt',
		active: true,
		position: 1,
		geometry: null,
	},
];

const MAP = {
	center: [ 51.05, 13.74 ] as [ number, number ],
	zoom: 12,
	tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
	attribution: '© OSM',
};

/** A notice's text (the a11y live region repeats it elsewhere on the page). */
const NOTICE = { selector: '.components-notice__content' };
const findNotice = ( text: string ) => screen.findByText( text, NOTICE );

function openScreen( api: FakeApi ) {
	api.on( LIST, REGIONS );
	render( <RegionsScreen map={ MAP } maxUploadBytes={ 5242880 } /> );
	return userEvent.setup();
}

function geojsonFile(): File {
	return new File(
		[ '{"type":"FeatureCollection","features":[]}' ],
		'regions.geojson',
		{
			type: 'application/geo+json',
		}
	);
}

describe( 'RegionsScreen', () => {
	it( 'shows the tree with inactive regions and collapses a group', async () => {
		const user = openScreen( new FakeApi() );
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
		const api = new FakeApi();
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
		).toHaveAttribute( 'aria-pressed', 'true' );
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
		const api = new FakeApi();
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
		await user.type( field, 'Seevorstadt{Enter}' );
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
		const api = new FakeApi();
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

	it( 'lists each refused feature of an upload', async () => {
		const api = new FakeApi();
		const user = openScreen( api );
		api.on( UPLOAD_ALL_NEW, () => {
			throw {
				code: 'immo_wizards_region_geojson_invalid',
				message: '2 of 3 features have errors; nothing was changed.',
				data: {
					status: 400,
					features: [
						{
							index: 0,
							name: 'Altstadt',
							locationId: 1,
							action: 'update',
							error: null,
						},
						{
							index: 1,
							name: 'Atlantis',
							locationId: null,
							action: null,
							error: 'There is no region named "Atlantis".',
						},
						{
							index: 2,
							name: '',
							locationId: null,
							action: null,
							error: 'A ring is not closed: its last position must repeat its first.',
						},
					],
				},
			};
		} );
		await screen.findByRole( 'button', { name: 'Altstadt' } );
		await user.click(
			screen.getByLabelText( 'Regionen für unbekannte Namen anlegen' )
		);
		await user.upload(
			screen.getByLabelText( 'GeoJSON-Datei' ),
			geojsonFile()
		);
		await user.click( screen.getByRole( 'button', { name: 'Hochladen' } ) );
		expect(
			await findNotice(
				'2 of 3 features have errors; nothing was changed.'
			)
		).toBeInTheDocument();
		const rows = within(
			screen.getByRole( 'table', { name: 'Features mit Fehlern' } )
		).getAllByRole( 'row' );
		expect( rows.map( ( row ) => row.textContent ) ).toEqual( [
			'FeatureNameFehler',
			'2AtlantisThere is no region named "Atlantis".',
			'3–A ring is not closed: its last position must repeat its first.',
		] );
	} );

	it( 'uploads one region’s shape and reads the tree again', async () => {
		const api = new FakeApi();
		const user = openScreen( api );
		api.on( `${ UPLOAD }?id=11`, {
			features: [
				{
					index: 0,
					name: '',
					locationId: 11,
					action: 'update',
					error: null,
				},
			],
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Innere Altstadt' } )
		);
		expect(
			screen.getByRole( 'region', { name: 'Karte von Innere Altstadt' } )
		).toBeInTheDocument();
		await user.click( screen.getByLabelText( 'Nur „Innere Altstadt“' ) );
		expect(
			screen.queryByLabelText( 'Regionen für unbekannte Namen anlegen' )
		).not.toBeInTheDocument();
		await user.upload(
			screen.getByLabelText( 'GeoJSON-Datei' ),
			geojsonFile()
		);
		await user.click( screen.getByRole( 'button', { name: 'Hochladen' } ) );
		expect(
			await findNotice( '1 Fläche gespeichert (0 neue Regionen).' )
		).toBeInTheDocument();
		expect( api.callsOf( LIST ) ).toHaveLength( 2 );
	} );

	it( 'refuses to upload without a file', async () => {
		const api = new FakeApi();
		const user = openScreen( api );
		await screen.findByRole( 'button', { name: 'Altstadt' } );
		await user.click( screen.getByRole( 'button', { name: 'Hochladen' } ) );
		expect(
			screen.getByText( 'Bitte wählen Sie eine GeoJSON-Datei.', NOTICE )
		).toBeInTheDocument();
		expect(
			api.calls.filter( ( call ) => call.method === 'POST' )
		).toHaveLength( 0 );
	} );
} );
