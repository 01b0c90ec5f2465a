/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { RadioGroup } from '..';
import { renderForm } from '../../form/test/utils/render-form';

describe( 'RadioGroup', () => {
	it( 'is a labelled group of radios bound to a string', async () => {
		const user = userEvent.setup();
		const onValid = jest.fn();
		renderForm( {
			schema: z.object( {
				objectType: z.enum( [ 'LIVING', 'COMMERCIAL' ] ),
			} ),
			defaultValues: { objectType: 'LIVING' as 'LIVING' | 'COMMERCIAL' },
			onValid,
			fields: ( control ) => (
				<RadioGroup
					control={ control }
					name="objectType"
					label="Objektart"
					options={ [
						{ value: 'LIVING', label: 'Wohnen' },
						{ value: 'COMMERCIAL', label: 'Gewerbe' },
					] }
				/>
			),
		} );
		const group = screen.getByRole( 'radiogroup', { name: 'Objektart' } );
		expect( group.tagName ).toBe( 'FIELDSET' );
		expect( screen.getByRole( 'radio', { name: 'Wohnen' } ) ).toBeChecked();

		await user.click( screen.getByRole( 'radio', { name: 'Gewerbe' } ) );
		expect(
			screen.getByRole( 'radio', { name: 'Gewerbe' } )
		).toBeChecked();
		await user.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( onValid.mock.calls[ 0 ][ 0 ] ).toEqual( {
			objectType: 'COMMERCIAL',
		} );
	} );
} );
