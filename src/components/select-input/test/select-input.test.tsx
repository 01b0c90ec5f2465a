/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { SelectInput } from '..';
import { renderForm } from '../../form/test/utils/render-form';

const options = [
	{ value: 'Frau', label: 'Frau' },
	{ value: 'Herr', label: 'Herr' },
];

function setup( clearable: boolean ) {
	const onValid = jest.fn();
	renderForm( {
		schema: z.object( {
			salutation: z.string().check( z.minLength( 1, 'Pick one' ) ),
		} ),
		defaultValues: { salutation: '' },
		onValid,
		fields: ( control ) => (
			<SelectInput
				control={ control }
				name="salutation"
				label="Anrede"
				options={ options }
				clearable={ clearable }
				required={ ! clearable }
			/>
		),
	} );
	return {
		onValid,
		select: screen.getByRole( 'combobox', { name: /Anrede/ } ),
	};
}

describe( 'SelectInput', () => {
	it( 'offers an empty option labelled "Bitte wählen"', () => {
		const { select } = setup( true );
		expect( select ).toHaveValue( '' );
		expect(
			screen.getByRole( 'option', { name: 'Bitte wählen' } )
		).toBeInTheDocument();
	} );

	it( 'can be cleared with the empty option or the clear button', async () => {
		const user = userEvent.setup();
		const { select } = setup( true );
		await user.selectOptions( select, 'Herr' );
		expect( select ).toHaveValue( 'Herr' );
		await user.selectOptions( select, '' );
		expect( select ).toHaveValue( '' );

		await user.selectOptions( select, 'Frau' );
		const clear = screen.getByRole( 'button', { name: /Zurücksetzen/ } );
		await user.click( clear );
		expect( select ).toHaveValue( '' );
		expect(
			screen.queryByRole( 'button', { name: /Zurücksetzen/ } )
		).not.toBeInTheDocument();
	} );

	it( 'drops the empty option once a required value is chosen', async () => {
		const user = userEvent.setup();
		const { select } = setup( false );
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( screen.getByText( 'Pick one' ) ).toBeInTheDocument();
		expect( select ).toHaveAttribute( 'aria-invalid', 'true' );
		await user.selectOptions( select, 'Frau' );
		expect(
			screen.queryByRole( 'option', { name: 'Bitte wählen' } )
		).not.toBeInTheDocument();
		expect( screen.queryByText( 'Pick one' ) ).not.toBeInTheDocument();
	} );
} );
