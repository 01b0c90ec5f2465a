/**
 * The admin lists' frame: the server's load error, and DataViews' scrolling box reachable by keyboard
 * (also when DataViews renders it later, e.g. after loading).
 */
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ListFrame } from '../list-frame';

function LateTable() {
	const [ loaded, setLoaded ] = useState( false );
	useEffect( () => setLoaded( true ), [] );
	return loaded ? (
		<div className="dataviews-layout__container">
			<table />
		</div>
	) : (
		<p>Lädt</p>
	);
}

it( 'shows the load error and makes the scrolling box a named, focusable region', async () => {
	render(
		<ListFrame
			className="list"
			label="Anfragen"
			error="Die Anfragen konnten nicht geladen werden."
		>
			<LateTable />
		</ListFrame>
	);
	// The notice, and its words spoken by the live region.
	expect(
		screen.getAllByText( 'Die Anfragen konnten nicht geladen werden.' )
	).toHaveLength( 2 );
	const region = await screen.findByRole( 'region', { name: 'Anfragen' } );
	await waitFor( () => expect( region.tabIndex ).toBe( 0 ) );
	expect( region ).toHaveClass( 'dataviews-layout__container' );
} );
