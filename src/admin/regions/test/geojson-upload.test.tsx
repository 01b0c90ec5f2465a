/**
 * The regions editor's GeoJSON upload against a fake REST API: per-feature errors, one region's
 * shape, no file.
 */
/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { installFakeRest } from '../../../test-utils/fake-rest';
import {
	findNotice,
	geojsonFile,
	NOTICE,
	LIST,
	openScreen,
	UPLOAD,
	UPLOAD_ALL_NEW,
} from './fixtures/regions';

jest.mock( '../../../components/map/leaflet-map' );

describe( 'GeojsonUpload', () => {
	it( 'lists each refused feature of an upload', async () => {
		const api = installFakeRest();
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
		const api = installFakeRest();
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
			await findNotice( '1 Fläche gespeichert.' )
		).toBeInTheDocument();
		expect( api.callsOf( LIST ) ).toHaveLength( 2 );
	} );

	it( 'refuses to upload without a file', async () => {
		const api = installFakeRest();
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
