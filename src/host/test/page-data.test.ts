/**
 * Internal dependencies
 */
import { pageData } from '../page-data';

const TOKEN = '0123456789abcdef0123456789abcdef';

describe( 'pageData', () => {
	afterEach( () => {
		delete window.immoWizardsServer;
	} );

	it( 'reads what the server printed', () => {
		window.immoWizardsServer = {
			renderToken: TOKEN,
			restRoot: 'https://example.org/wp-json/',
			submitEndpoints: [
				'https://crm.example.org/leads',
				'http://plain.example.org/x',
				'javascript:alert(1)',
				42,
			],
		};
		expect( pageData() ).toEqual( {
			renderToken: TOKEN,
			restRoot: 'https://example.org/wp-json/',
			submitEndpoints: [ 'https://crm.example.org/leads' ],
			postId: 0,
		} );
	} );

	it( 'reads the post the page shows: a positive whole number, else 0', () => {
		const page = {
			renderToken: TOKEN,
			restRoot: 'https://example.org/wp-json/',
			submitEndpoints: [],
		};
		const postId = ( value: unknown ) => {
			window.immoWizardsServer = { ...page, postId: value };
			return pageData()?.postId;
		};
		expect( postId( 12 ) ).toBe( 12 );
		expect(
			[ -1, 1.5, '12', null, undefined, 2 ** 60 ].map( postId )
		).toEqual( [ 0, 0, 0, 0, 0, 0 ] );
	} );

	it( 'reads the embedding data of a standalone page: exact origins only', () => {
		const page = {
			renderToken: TOKEN,
			restRoot: 'https://example.org/wp-json/',
			submitEndpoints: [],
		};
		window.immoWizardsServer = {
			...page,
			embed: {
				standalone: true,
				origins: [
					'https://host.example',
					'http://localhost:8080',
					'https://host.example/',
					'https://host.example/page',
					'https://*.example',
					'ftp://host.example',
					7,
				],
			},
		};
		expect( pageData()?.embed ).toEqual( {
			standalone: true,
			origins: [ 'https://host.example', 'http://localhost:8080' ],
		} );

		window.immoWizardsServer = { ...page, embed: { origins: [] } };
		expect( pageData() ).toEqual( { ...page, postId: 0 } );
	} );

	it.each( [
		[ 'missing', undefined ],
		[ 'an element from the content', document.createElement( 'form' ) ],
		[
			'a short token',
			{
				renderToken: 'abc',
				restRoot: 'https://e.org/',
				submitEndpoints: [],
			},
		],
		[
			'a javascript root',
			{
				renderToken: TOKEN,
				restRoot: 'javascript:alert(1)//',
				submitEndpoints: [],
			},
		],
		[
			'endpoints as a string',
			{
				renderToken: TOKEN,
				restRoot: 'https://e.org/',
				submitEndpoints: 'https://e.org',
			},
		],
	] )( 'is null when %s', ( _label, value ) => {
		window.immoWizardsServer = value;
		expect( pageData() ).toBeNull();
	} );
} );
