/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { SubmitUrlControl } from '../register-screen-block';

// Only the block registration needs these (and they pull in ES-module-only packages).
jest.mock( '@wordpress/blocks', () => ( { registerBlockType: jest.fn() } ) );
jest.mock( '@wordpress/block-editor', () => ( {} ) );

describe( 'SubmitUrlControl', () => {
	afterEach( () => {
		delete window.immoWizardsEditorCaps;
	} );

	it( 'is hidden from users who may not post unfiltered HTML', () => {
		window.immoWizardsEditorCaps = { submitUrl: false };
		const { container } = render(
			<SubmitUrlControl value="" onChange={ jest.fn() } />
		);
		expect( container ).toBeEmptyDOMElement();
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
	} );

	it( 'is hidden when the editor did not say (fails closed)', () => {
		const { container } = render(
			<SubmitUrlControl value="" onChange={ jest.fn() } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'lets an admin set the URL and names what is allowed', async () => {
		window.immoWizardsEditorCaps = { submitUrl: true };
		const onChange = jest.fn();
		render( <SubmitUrlControl value="" onChange={ onChange } wizard /> );
		const field = screen.getByRole( 'textbox', {
			name: 'Absende-URL (optional)',
		} );
		expect( field ).toHaveAccessibleDescription(
			expect.stringContaining( 'Immo Wizards → Einstellungen' )
		);
		await userEvent.type( field, 'x' );
		expect( onChange ).toHaveBeenCalledWith( 'x' );
	} );
} );
