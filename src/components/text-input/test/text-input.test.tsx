/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { TextInput } from '..';
import { renderForm } from '../../form/test/utils/render-form';

const schema = z.object( {
	name: z.string().check( z.trim(), z.minLength( 1, 'Required!' ) ),
} );

function setup( format?: ( value: string ) => string ) {
	const onValid = jest.fn();
	renderForm( {
		schema,
		defaultValues: { name: '' },
		onValid,
		fields: ( control ) => (
			<TextInput
				control={ control }
				name="name"
				label="Name"
				required
				autoComplete="given-name"
				format={ format }
			/>
		),
	} );
	return { onValid, input: screen.getByRole( 'textbox', { name: /Name/ } ) };
}

describe( 'TextInput', () => {
	it( 'labels the input and marks it as required', () => {
		const { input } = setup();
		expect( input ).toHaveAttribute( 'aria-required', 'true' );
		expect( input ).toHaveAttribute( 'autocomplete', 'given-name' );
		expect( screen.getByText( '*' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
	} );

	it( 'trims the value on blur', async () => {
		const user = userEvent.setup();
		const { input, onValid } = setup();
		await user.type( input, '  Max  ' );
		expect( input ).toHaveValue( '  Max  ' );
		await user.tab();
		expect( input ).toHaveValue( 'Max' );
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( onValid.mock.calls[ 0 ][ 0 ] ).toEqual( { name: 'Max' } );
	} );

	it( 'shows the raw text while focused and the formatted text otherwise', async () => {
		const user = userEvent.setup();
		const { input } = setup( ( value ) => value.toUpperCase() );
		await user.type( input, 'abc' );
		expect( input ).toHaveValue( 'abc' );
		await user.tab();
		expect( input ).toHaveValue( 'ABC' );
		await user.click( input );
		expect( input ).toHaveValue( 'abc' );
	} );

	it( 'shows errors only after a submit attempt', async () => {
		const user = userEvent.setup();
		const { input, onValid } = setup();
		await user.type( input, '   ' );
		await user.tab();
		expect( screen.queryByText( 'Required!' ) ).not.toBeInTheDocument();
		expect( input ).not.toHaveAttribute( 'aria-invalid' );

		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		const error = screen.getByText( 'Required!' );
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input ).toHaveAttribute( 'aria-describedby', error.id );
		expect( onValid ).not.toHaveBeenCalled();
		expect(
			await screen.findByText( 'Bitte prüfen Sie Ihre Eingaben.' )
		).toBeInTheDocument();

		await user.type( input, 'Max' );
		expect( screen.queryByText( 'Required!' ) ).not.toBeInTheDocument();
	} );
} );
