/**
 * Decoding of the raw mails the SMTP sink stores: headers with encoded words, multipart,
 * quoted-printable and base64 parts → text, html and the attached files.
 */

/** A file sent with a mail (its text decoded as its charset says, UTF-8 by default). */
export type Attachment = { name: string; type: string; content: string };

export type Mail = {
	file: string;
	receivedAt: number;
	headers: Record< string, string >;
	to: string;
	from: string;
	subject: string;
	text: string;
	html: string;
	attachments: Attachment[];
	raw: string;
};

/**
 * Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`).
 *
 * @param value Header value.
 */
export function decodeHeader( value: string ): string {
	return value
		.replace( /\?=\s+=\?/g, '?==?' )
		.replace(
			/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
			( _m, charset: string, encoding: string, text: string ) => {
				const bytes =
					encoding.toUpperCase() === 'B'
						? Buffer.from( text, 'base64' )
						: qpBytes( text.replace( /_/g, ' ' ) );
				return new TextDecoder( charset.toLowerCase() ).decode( bytes );
			}
		);
}

/**
 * Bytes of a quoted-printable text.
 *
 * @param text Encoded text.
 */
function qpBytes( text: string ): Buffer {
	const soft = text.replace( /=\r?\n/g, '' );
	const bytes: number[] = [];
	for ( let i = 0; i < soft.length; i++ ) {
		const hex = soft.slice( i + 1, i + 3 );
		if ( soft[ i ] === '=' && /^[0-9A-Fa-f]{2}$/.test( hex ) ) {
			bytes.push( parseInt( hex, 16 ) );
			i += 2;
		} else {
			bytes.push( ...Buffer.from( soft[ i ], 'latin1' ) );
		}
	}
	return Buffer.from( bytes );
}

type Part = { headers: Record< string, string >; body: string };

/**
 * Splits a MIME entity into lower-cased unfolded headers and the body.
 *
 * @param raw Entity text.
 */
function splitEntity( raw: string ): Part {
	const match = /\r?\n\r?\n/.exec( raw );
	const head = match ? raw.slice( 0, match.index ) : raw;
	const body = match ? raw.slice( match.index + match[ 0 ].length ) : '';
	const headers: Record< string, string > = {};
	for ( const line of head.replace( /\r?\n[ \t]+/g, ' ' ).split( /\r?\n/ ) ) {
		const colon = line.indexOf( ':' );
		if ( colon > 0 ) {
			const name = line.slice( 0, colon ).trim().toLowerCase();
			if ( ! ( name in headers ) ) {
				headers[ name ] = line.slice( colon + 1 ).trim();
			}
		}
	}
	return { headers, body };
}

/**
 * A parameter of a header value (`boundary`, `charset`).
 *
 * @param value Header value.
 * @param name  Parameter.
 */
function param( value: string, name: string ): string | undefined {
	const match = new RegExp(
		`${ name }\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`,
		'i'
	).exec( value );
	return match ? ( match[ 1 ] ?? match[ 2 ] ) : undefined;
}

type Collected = { text: string[]; html: string[]; attachments: Attachment[] };

/**
 * Collects the decoded text/plain and text/html leaves of an entity, and its attachments.
 *
 * @param part Entity.
 * @param out  Collected texts and files.
 */
function collect( part: Part, out: Collected ): void {
	const type = (
		part.headers[ 'content-type' ] || 'text/plain'
	).toLowerCase();
	if ( type.startsWith( 'multipart/' ) ) {
		const boundary = param( part.headers[ 'content-type' ], 'boundary' );
		if ( ! boundary ) {
			return;
		}
		const sections = part.body.split( `--${ boundary }` ).slice( 1 );
		for ( const section of sections ) {
			if ( section.startsWith( '--' ) ) {
				break;
			}
			collect( splitEntity( section.replace( /^\r?\n/, '' ) ), out );
		}
		return;
	}
	const encoding = (
		part.headers[ 'content-transfer-encoding' ] || '7bit'
	).toLowerCase();
	const charset =
		param( part.headers[ 'content-type' ] || '', 'charset' ) || 'utf-8';
	let bytes: Buffer;
	if ( encoding === 'base64' ) {
		bytes = Buffer.from( part.body.replace( /\s+/g, '' ), 'base64' );
	} else if ( encoding === 'quoted-printable' ) {
		bytes = qpBytes( part.body );
	} else {
		bytes = Buffer.from( part.body, 'latin1' );
	}
	const decoded = new TextDecoder( charset.toLowerCase() ).decode( bytes );
	const disposition = part.headers[ 'content-disposition' ] || '';
	if ( /^\s*attachment/i.test( disposition ) ) {
		out.attachments.push( {
			name: decodeHeader(
				param( disposition, 'filename' ) ??
					param( part.headers[ 'content-type' ] || '', 'name' ) ??
					''
			),
			type: type.split( ';' )[ 0 ].trim(),
			content: decoded,
		} );
	} else if ( type.startsWith( 'text/html' ) ) {
		out.html.push( decoded );
	} else if ( type.startsWith( 'text/' ) ) {
		out.text.push( decoded );
	}
}

/**
 * Parses one raw mail.
 *
 * @param raw        Raw message (latin1-decoded bytes, so 8bit bodies survive until charset decoding).
 * @param file       File it came from.
 * @param receivedAt Time it arrived (ms).
 */
export function parseMail( raw: string, file = '', receivedAt = 0 ): Mail {
	const entity = splitEntity( raw );
	const out: Collected = { text: [], html: [], attachments: [] };
	collect( entity, out );
	const header = ( name: string ) =>
		decodeHeader(
			Buffer.from( entity.headers[ name ] || '', 'latin1' ).toString(
				'utf8'
			)
		);
	return {
		file,
		receivedAt,
		headers: entity.headers,
		to: header( 'to' ),
		from: header( 'from' ),
		subject: header( 'subject' ),
		text: out.text.join( '\n' ),
		html: out.html.join( '\n' ),
		attachments: out.attachments,
		raw,
	};
}
