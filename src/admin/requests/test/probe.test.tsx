import { render, screen } from '@testing-library/react';
import { DataViews } from '@wordpress/dataviews/wp';
test( 'probe', () => {
	render( <DataViews data={ [ { id: 1, name: 'Anna' } ] } fields={ [ { id: 'name', label: 'Name', enableHiding: false } ] } view={ { type: 'table', fields: [ 'name' ], page: 1, perPage: 10 } } onChangeView={ () => {} } paginationInfo={ { totalItems: 1, totalPages: 1 } } defaultLayouts={ { table: {} } } getItemId={ ( i: any ) => String( i.id ) } /> );
	screen.getByText( 'Anna' );
	screen.debug( undefined, 3000 );
} );
