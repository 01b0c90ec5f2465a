/**
 * SMTP sink for the tests: Debian's aiosmtpd with its Mailbox handler writes every received mail into a
 * Maildir; `findMail()` reads the newest mail to an address and decodes it (headers with encoded words,
 * multipart, quoted-printable and base64 parts → text and html).
 */

/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { waitForPort } from './ports';

export type Mail = {
	file: string;
	receivedAt: number;
	headers: Record< string, string >;
	to: string;
	from: string;
	subject: string;
	text: string;
	html: string;
	raw: string;
};

export type SmtpSink = {
	port: number;
	dir: string;
	process: ChildProcess;
	stop: () => Promise< void >;
};

const PYTHON = process.env.IMMO_PYTHON || '/usr/bin/python3';

/**
 * Starts the sink on 127.0.0.1:port; mails go to `dir` (a Maildir; must not exist yet).
 *
 * @param port Port.
 * @param dir  Maildir folder.
 */
export async function startSmtpSink(
	port: number,
	dir: string
): Promise< SmtpSink > {
	fs.rmSync( dir, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( dir ), { recursive: true } );
	const child = spawn(
		PYTHON,
		[
			'-m',
			'aiosmtpd',
			'-n',
			'-l',
			`127.0.0.1:${ port }`,
			'-c',
			'aiosmtpd.handlers.Mailbox',
			dir,
		],
		{ stdio: [ 'ignore', 'ignore', 'pipe' ], detached: true }
	);
	let stderr = '';
	child.stderr?.on( 'data', ( chunk ) => ( stderr += chunk ) );
	try {
		await waitForPort( port, 10000 );
	} catch {
		child.kill();
		throw new Error(
			`SMTP sink did not start (${ PYTHON } -m aiosmtpd): ${ stderr }`
		);
	}
	return {
		port,
		dir,
		process: child,
		stop: () => stopProcess( child ),
	};
}

/**
 * Stops a child process (its process group when detached) and waits for it.
 *
 * @param child Child process.
 */
export function stopProcess( child: ChildProcess ): Promise< void > {
	return new Promise( ( resolve ) => {
		if (
			child.exitCode !== null ||
			child.signalCode !== null ||
			! child.pid
		) {
			return resolve();
		}
		const timer = setTimeout( () => {
			try {
				process.kill( -child.pid!, 'SIGKILL' );
			} catch {}
			resolve();
		}, 3000 );
		child.once( 'exit', () => {
			clearTimeout( timer );
			resolve();
		} );
		try {
			process.kill( -child.pid, 'SIGTERM' );
		} catch {
			try {
				child.kill( 'SIGTERM' );
			} catch {}
		}
	} );
}

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

/**
 * Collects the decoded text/plain and text/html leaves of an entity.
 *
 * @param part     Entity.
 * @param out      Collected texts.
 * @param out.text
 * @param out.html
 */
function collect( part: Part, out: { text: string[]; html: string[] } ): void {
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
	if ( type.startsWith( 'text/html' ) ) {
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
	const out = { text: [] as string[], html: [] as string[] };
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
		raw,
	};
}

/**
 * All mails in the Maildir, oldest first.
 *
 * @param dir Maildir folder.
 */
export function readMails( dir: string ): Mail[] {
	const mails: Mail[] = [];
	for ( const sub of [ 'new', 'cur' ] ) {
		const folder = path.join( dir, sub );
		if ( ! fs.existsSync( folder ) ) {
			continue;
		}
		for ( const name of fs.readdirSync( folder ) ) {
			const file = path.join( folder, name );
			const stat = fs.statSync( file );
			mails.push(
				parseMail(
					fs.readFileSync( file ).toString( 'latin1' ),
					file,
					stat.mtimeMs
				)
			);
		}
	}
	return mails.sort(
		( a, b ) =>
			a.receivedAt - b.receivedAt || a.file.localeCompare( b.file )
	);
}

/**
 * Waits for the newest mail to an address (optionally matching a subject / arrived after a time).
 *
 * @param options           Options.
 * @param options.to        Recipient address (case-insensitive, contained in the To header).
 * @param options.dir       Maildir folder (default: env IMMO_SMTP_DIR set by the global setup).
 * @param options.subject   Subject filter.
 * @param options.since     Only mails received at/after this time (ms epoch).
 * @param options.contains  Only mails whose text or HTML part contains this text.
 * @param options.timeoutMs How long to wait.
 */
export async function findMail( options: {
	to: string;
	dir?: string;
	subject?: RegExp;
	since?: number;
	contains?: string;
	timeoutMs?: number;
} ): Promise< Mail > {
	const dir = options.dir || process.env.IMMO_SMTP_DIR || '';
	const until = Date.now() + ( options.timeoutMs ?? 15000 );
	const to = options.to.toLowerCase();
	for (;;) {
		const found = readMails( dir )
			.filter(
				( mail ) =>
					mail.to.toLowerCase().includes( to ) &&
					( ! options.subject ||
						options.subject.test( mail.subject ) ) &&
					( ! options.since ||
						mail.receivedAt >= options.since - 1000 ) &&
					( ! options.contains ||
						mail.text.includes( options.contains ) ||
						mail.html.includes( options.contains ) )
			)
			.pop();
		if ( found ) {
			return found;
		}
		if ( Date.now() > until ) {
			const seen = readMails( dir ).map(
				( m ) => `${ m.to }: ${ m.subject }`
			);
			throw new Error(
				`No mail to ${ options.to } in ${ dir }; seen: ${ JSON.stringify( seen ) }`
			);
		}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	}
}
