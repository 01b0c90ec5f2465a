/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { RegionSelect, type RegionOption } from '..';

const base: RegionOption[] = [
	{
		id: 1,
		name: 'Altstadt',
		checked: false,
		children: [
			{ id: 11, name: 'Innere Altstadt', checked: false },
			{ id: 12, name: 'Seevorstadt', checked: false },
		],
	},
	{ id: 5, name: 'Loschwitz', checked: false },
];

/**
 * Checks a region and nothing else (the tree logic is the wizard's).
 * @param root0
 * @param root0.onToggle
 */
function Harness( { onToggle }: { onToggle: ( id: number ) => void } ) {
	const [ checked, setChecked ] = useState< number[] >( [] );
	const mark = ( options: RegionOption[] ): RegionOption[] =>
		options.map( ( option ) => ( {
			...option,
			checked: checked.includes( option.id ),
			children: option.children && mark( option.children ),
		} ) );
	return (
		<RegionSelect
			label="Regionen"
			summary={ `${ checked.length } gewählt` }
			options={ mark( base ) }
			onToggle={ ( id ) => {
				onToggle( id );
				setChecked( ( list ) =>
					list.includes( id )
						? list.filter( ( item ) => item !== id )
						: [ ...list, id ]
				);
			} }
		/>
	);
}

describe( 'RegionSelect', () => {
	it( 'opens a tree and is used with the keyboard', async () => {
		const user = userEvent.setup();
		const onToggle = jest.fn();
		render( <Harness onToggle={ onToggle } /> );
		const button = screen.getByRole( 'button', {
			name: 'Regionen 0 gewählt',
		} );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

		button.focus();
		await user.keyboard( '{ArrowDown}' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		const tree = screen.getByRole( 'tree', { name: 'Regionen' } );
		expect( tree ).toHaveAttribute( 'aria-multiselectable', 'true' );
		const group = screen.getByRole( 'treeitem', { name: 'Altstadt' } );
		expect( group ).toHaveFocus();
		expect( group ).toHaveAttribute( 'aria-expanded', 'false' );

		// Right expands, right again enters the group, space checks.
		await user.keyboard( '{ArrowRight}' );
		expect( group ).toHaveAttribute( 'aria-expanded', 'true' );
		await user.keyboard( '{ArrowRight}' );
		const child = screen.getByRole( 'treeitem', {
			name: 'Innere Altstadt',
		} );
		expect( child ).toHaveFocus();
		expect( child ).toHaveAttribute( 'aria-level', '2' );
		await user.keyboard( ' ' );
		expect( onToggle ).toHaveBeenLastCalledWith( 11 );
		expect( child ).toHaveAttribute( 'aria-checked', 'true' );

		// Down, End, Home, Left to the parent, Left collapses.
		await user.keyboard( '{ArrowDown}' );
		expect(
			screen.getByRole( 'treeitem', { name: 'Seevorstadt' } )
		).toHaveFocus();
		await user.keyboard( '{End}' );
		const last = screen.getByRole( 'treeitem', { name: 'Loschwitz' } );
		expect( last ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( onToggle ).toHaveBeenLastCalledWith( 5 );
		await user.keyboard( '{Home}{ArrowDown}{ArrowLeft}' );
		expect( group ).toHaveFocus();
		await user.keyboard( '{ArrowLeft}' );
		expect( group ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'treeitem', { name: 'Seevorstadt' } )
		).not.toBeInTheDocument();

		// Escape closes and returns to the button, which tells the selection.
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'tree' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Regionen 2 gewählt' } )
		).toHaveFocus();
	} );

	it( 'toggles by click and closes on a click outside', async () => {
		const user = userEvent.setup();
		const onToggle = jest.fn();
		render(
			<>
				<Harness onToggle={ onToggle } />
				<p>Draußen</p>
			</>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Regionen 0 gewählt' } )
		);
		await user.click(
			screen.getByRole( 'treeitem', { name: 'Loschwitz' } )
		);
		expect( onToggle ).toHaveBeenCalledWith( 5 );
		expect(
			screen.getByRole( 'treeitem', { name: 'Loschwitz' } )
		).toHaveAttribute( 'aria-checked', 'true' );
		await user.click( screen.getByText( 'Draußen' ) );
		expect( screen.queryByRole( 'tree' ) ).not.toBeInTheDocument();
	} );
} );
