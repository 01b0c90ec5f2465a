/**
 * SMTP sink for the tests: Debian's aiosmtpd with its Mailbox handler writes every received mail into a
 * Maildir; `findMail()` reads the newest mail to an address and decodes it (mail-parser.ts).
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
import { parseMail, type Mail } from './mail-parser';
import { waitForPort } from './ports';

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
