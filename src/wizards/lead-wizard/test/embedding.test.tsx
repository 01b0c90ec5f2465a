/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { LeadWizardFooter } from '../app';
import type { LeadDraft } from '../types';
import { rest } from '../../shared/test/fixtures/setup';
import { heading, renderWizard } from './fixtures/render';

const LEAD = 'POST immo-wizards/v1/wizard/lead';

function footerProbe() {
	const footer: { current?: LeadWizardFooter } = {};
	const renderFooter = ( props: LeadWizardFooter ) => {
		footer.current = props;
		return <p>{ props.complete ? 'vollständig' : 'unvollständig' }</p>;
	};
	return { footer, renderFooter };
}

describe( 'lead wizard embedded without contact form', () => {
	it( 'has three steps and hands the lead to the host', async () => {
		const { footer, renderFooter } = footerProbe();
		const onChange = jest.fn();
		const { user } = renderWizard(
			{ contactForm: false, showSteps: true },
			{ renderFooter, onChange }
		);
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 3 );
		expect( screen.getByText( 'unvollständig' ) ).toBeInTheDocument();
		let saved: LeadDraft | null = null;
		await act( async () => {
			saved = ( await footer.current?.save() ) ?? null;
		} );
		expect( saved ).toBeNull();

		await user.click( screen.getByRole( 'button', { name: 'Haus' } ) );
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		expect( await screen.findByText( 'vollständig' ) ).toBeInTheDocument();
		await user.click(
			await screen.findByRole( 'button', { name: 'Details eingeben' } )
		);
		await heading( 'Details Ihres Hauses' );
		expect(
			screen.queryByRole( 'button', { name: 'Kontaktdaten eingeben' } )
		).not.toBeInTheDocument();
		await user.type(
			await screen.findByLabelText( 'Wohnfläche' ),
			'120,5'
		);

		await act( async () => {
			saved = ( await footer.current?.save() ) ?? null;
		} );
		expect( saved ).toEqual( {
			objectType: 'LIVING',
			categoryId: 22332,
			marketingType: 'buy',
			location: expect.objectContaining( {
				lat: 52.52,
				lng: 13.405,
				street: 'Hauptstraße',
			} ),
			fields: [
				{ name: 'area.livingSpace', valueType: 'NUMBER', value: 120.5 },
			],
		} );
		expect( rest().callsOf( LEAD ) ).toHaveLength( 0 );
		expect( onChange ).toHaveBeenLastCalledWith( saved, true );
	} );

	it( 'submits the contact form through the footer when there is one', async () => {
		const { footer, renderFooter } = footerProbe();
		const { user } = renderWizard( {}, { renderFooter } );
		await user.click( screen.getByRole( 'button', { name: 'Haus' } ) );
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		// Complete, but the contact step was never shown: save leads there.
		let saved: LeadDraft | null | undefined;
		await act( async () => {
			saved = await footer.current?.save();
		} );
		expect( saved ).toBeNull();
		expect( await heading( 'Ihre Kontaktdaten' ) ).toHaveFocus();
		await act( async () => {
			saved = await footer.current?.save();
		} );
		expect( saved ).toBeNull();
		expect(
			await screen.findByText( 'Bitte prüfen Sie Ihre Eingaben.' )
		).toBeInTheDocument();
		expect( rest().callsOf( LEAD ) ).toHaveLength( 0 );
	} );
} );
