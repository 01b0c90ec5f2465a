/**
 * External dependencies
 */
import { act, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { SavedSearch } from '../../../api/types';
import { rest } from '../../shared/test/fixtures/setup';
import type { SavedSearchWizardFooter } from '../app';
import { parseRegionIds } from '../config';
import { heading, renderWizard } from './fixtures/render';

function footerProbe() {
	const footer: { current?: SavedSearchWizardFooter } = {};
	const renderFooter = ( props: SavedSearchWizardFooter ) => {
		footer.current = props;
		return (
			<p>
				{ props.label }: { props.complete ? 'vollständig' : 'offen' }
			</p>
		);
	};
	return { footer, renderFooter };
}

async function save( footer: { current?: SavedSearchWizardFooter } ) {
	let saved: SavedSearch | null | undefined;
	await act( async () => {
		saved = await footer.current?.save();
	} );
	return saved;
}

describe( 'saved-search wizard embedded in the portal', () => {
	it( 'has no step header and no contact step, and hands back the search', async () => {
		const { footer, renderFooter } = footerProbe();
		const { user } = renderWizard( {}, { embedded: true, renderFooter } );
		await heading( 'Wo suchen Sie?' );
		expect(
			screen.queryByRole( 'navigation', { name: 'Schritte' } )
		).not.toBeInTheDocument();
		expect(
			await screen.findByText( 'Suchprofil erstellen: offen' )
		).toBeInTheDocument();
		// The regions have loaded (all preselected).
		await screen.findByRole( 'button', {
			name: 'Regionen Alle Regionen ausgewählt',
		} );
		// Incomplete: saving opens the step that lacks input.
		expect( await save( footer ) ).toBeNull();
		expect( await heading( 'Was genau suchen Sie?' ) ).toHaveFocus();
		await user.click(
			screen.getByRole( 'button', { name: 'Grundstück' } )
		);
		await heading( 'Eckdaten und Details' );
		expect(
			screen.getByText( 'Suchprofil erstellen: vollständig' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Kontaktdaten eingeben' } )
		).not.toBeInTheDocument();
		const plot = await screen.findByRole( 'group', {
			name: 'Grundstücksfläche',
		} );
		await user.type( within( plot ).getByLabelText( 'ab' ), '500' );

		expect( await save( footer ) ).toEqual( {
			objectType: 'LIVING',
			categoryId: 19795,
			marketingType: 'buy',
			locations: [ 1, 11, 12, 2, 21, 22, 5 ].map( ( locationId ) => ( {
				locationId,
			} ) ),
			fields: [
				{ name: 'area.plotArea', valueType: 'RANGE', minValue: 500 },
			],
		} );
		expect(
			rest().callsOf( 'POST immo-wizards/v1/wizard/saved-search' )
		).toHaveLength( 0 );
	} );

	it( 'edits an existing saved search', async () => {
		const { footer, renderFooter } = footerProbe();
		const { user } = renderWizard(
			{},
			{
				embedded: true,
				renderFooter,
				savedSearch: {
					uuid: 'abc',
					objectType: 'COMMERCIAL',
					categoryId: 42723,
					marketingType: 'rent',
					locations: [ { locationId: 21 } ],
					fields: [
						{
							name: 'price.price',
							valueType: 'RANGE',
							minValue: 900,
							maxValue: 1500,
						},
					],
				},
			}
		);
		expect(
			await screen.findByRole( 'button', {
				name: 'Regionen 1 Region ausgewählt',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Änderungen speichern: vollständig' )
		).toBeInTheDocument();
		expect( await save( footer ) ).toEqual( {
			uuid: 'abc',
			objectType: 'COMMERCIAL',
			categoryId: 42723,
			marketingType: 'rent',
			locations: [ { locationId: 21 } ],
			fields: [
				{
					name: 'price.price',
					valueType: 'RANGE',
					minValue: 900,
					maxValue: 1500,
				},
			],
		} );

		// The ranges are shown with the stored values; an invalid change blocks saving.
		await user.click(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Büro/Praxis' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( screen.getByRole( 'radio', { name: 'Mieten' } ) ).toBeChecked();
		await user.click(
			screen.getByRole( 'button', { name: 'Büro/Praxis' } )
		);
		const price = await screen.findByRole( 'group', {
			name: 'Kaltmiete',
		} );
		const to = within( price ).getByLabelText( 'bis' );
		expect( to ).toHaveValue( '1.500' );
		await user.clear( to );
		await user.type( to, '100' );
		expect( await save( footer ) ).toBeNull();
		expect(
			await screen.findByText( 'Bitte prüfen Sie Ihre Eingaben.' )
		).toBeInTheDocument();
	} );
} );

describe( 'parseRegionIds', () => {
	it( 'reads the block attribute text and id lists', () => {
		expect( parseRegionIds( '1, 2,x,,-3,2' ) ).toEqual( [ 1, 2 ] );
		expect( parseRegionIds( '' ) ).toEqual( [] );
		expect( parseRegionIds( [ 11, 12 ] ) ).toEqual( [ 11, 12 ] );
		expect( parseRegionIds( undefined ) ).toEqual( [] );
	} );
} );
