/**
 * Jest manual mock: `jest.mock( '…/api/form-token' )` answers every wizard with a fixed token.
 */
export const FORM_TOKEN =
	'1700000000.' + 'c'.repeat( 32 ) + '.' + 'a'.repeat( 64 );

export const fetchFormToken = jest.fn( () => Promise.resolve( FORM_TOKEN ) );
