/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { AttributeSelect } from '../register-screen-block';

// Only the block registration needs these (and they pull in ES-module-only packages).
jest.mock( '@wordpress/blocks', () => ( { registerBlockType: jest.fn() } ) );
jest.mock( '@wordpress/block-editor', () => ( {} ) );

describe( 'AttributeSelect', () => {
	it( 'shows the attribute and sets only that attribute', async () => {
		const setAttributes = jest.fn();
		render(
			<AttributeSelect
				label="Step order"
				name="stepOrder"
				options={ [
					{ value: 'category-first', label: 'Category first' },
					{ value: 'address-first', label: 'Address first' },
				] }
				attributes={ { stepOrder: 'category-first', showSteps: true } }
				setAttributes={ setAttributes }
			/>
		);
		const select = screen.getByRole( 'combobox', { name: 'Step order' } );
		expect( select ).toHaveValue( 'category-first' );

		await userEvent.selectOptions( select, 'Address first' );
		expect( setAttributes ).toHaveBeenCalledWith( {
			stepOrder: 'address-first',
		} );
	} );
} );
