/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { LocationMap } from '..';

jest.mock( '../leaflet-map', () => ( {
	__esModule: true,
	default: ( { label }: { label: string } ) => (
		<div role="region" aria-label={ label } />
	),
} ) );

describe( 'LocationMap', () => {
	it( 'shows a placeholder until the map module has loaded', async () => {
		render(
			<LocationMap
				center={ [ 52.5, 13.4 ] }
				zoom={ 12 }
				tileUrl="https://tile.example.org/{z}/{x}/{y}.png"
				attribution="© OpenStreetMap"
				label="Karte"
			/>
		);
		expect(
			screen.getByText( 'Karte wird geladen …' )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'region', { name: 'Karte' } )
		).toBeInTheDocument();
	} );
} );
