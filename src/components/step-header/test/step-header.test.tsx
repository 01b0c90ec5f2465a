/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { StepHeader } from '..';

const steps = [
	{ id: 'category', label: 'Kategorie', editable: true },
	{ id: 'address', label: 'Adresse', editable: true },
	{ id: 'details', label: 'Details', editable: false },
	{ id: 'contact', label: 'Kontaktdaten', editable: false },
];

describe( 'StepHeader', () => {
	it( 'lists the steps and marks the current one', () => {
		render(
			<StepHeader
				steps={ steps }
				current="address"
				onSelect={ jest.fn() }
			/>
		);
		const items = screen.getAllByRole( 'listitem' );
		expect( items ).toHaveLength( 4 );
		expect(
			screen.getByRole( 'button', { name: /Adresse/ } )
		).toHaveAttribute( 'aria-current', 'step' );
		expect(
			screen.getByRole( 'button', { name: /Kategorie/ } )
		).not.toHaveAttribute( 'aria-current' );
		expect(
			screen.getByRole( 'button', { name: /Details/ } )
		).toBeDisabled();
		expect( screen.getByRole( 'navigation' ) ).toHaveAccessibleName(
			'Schritte'
		);
	} );

	it( 'lets the visitor jump to editable steps', async () => {
		const user = userEvent.setup();
		const onSelect = jest.fn();
		render(
			<StepHeader
				steps={ steps }
				current="address"
				onSelect={ onSelect }
			/>
		);
		await user.click( screen.getByRole( 'button', { name: /Kategorie/ } ) );
		await user.click( screen.getByRole( 'button', { name: /Details/ } ) );
		expect( onSelect ).toHaveBeenCalledTimes( 1 );
		expect( onSelect ).toHaveBeenCalledWith( 'category' );
	} );

	it( 'can be hidden', () => {
		const { container } = render(
			<StepHeader
				steps={ steps }
				current="address"
				onSelect={ jest.fn() }
				hidden
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
