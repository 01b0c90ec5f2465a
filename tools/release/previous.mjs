/**
 * The package of an earlier version, for the upgrade test (tests/e2e/upgrade-zip.spec.ts): the
 * project as it was at PREVIOUS (taken from git history), built with this checkout's dependencies and
 * packed with the same file rules as a release. Kept in `.cache/previous-release/`, built once per
 * commit. That commit came before the release files (readme.txt, LICENSE), so those are left out.
 * Usage: node tools/release/previous.mjs   (prints the ZIP's absolute path)
 */
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { createRequire } from 'module';
import { fileURLToPath } from 'url';

const require = createRequire( import.meta.url );
const { SLUG, packageFiles } = require( './files.cjs' );

/**
 * The last commit with database version 13, before the outbox attachments (version 14) and the
 * release tooling: a site that ran it holds requests, contacts, saved searches, listings, settings
 * and mails waiting in the outbox, and updating it migrates.
 */
export const PREVIOUS = '9cc93fc';

const ROOT = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);

/**
 * Builds (or reuses) the earlier version's ZIP.
 *
 * @return {string} Its absolute path.
 */
export function previousRelease() {
	const cache = path.join( ROOT, '.cache', 'previous-release' );
	const zip = path.join( cache, `${ SLUG }-${ PREVIOUS }.zip` );
	if ( fs.existsSync( zip ) ) {
		return zip;
	}
	const tree = path.join( cache, 'tree' );
	fs.rmSync( cache, { recursive: true, force: true } );
	fs.mkdirSync( tree, { recursive: true } );
	// `git archive` needs the commit in this clone's history (a shallow clone lacks it).
	const archive = execFileSync(
		'git',
		[ 'archive', '--format=tar', PREVIOUS ],
		{
			cwd: ROOT,
			maxBuffer: 256 * 1024 * 1024,
		}
	);
	execFileSync( 'tar', [ '-x', '-C', tree ], { input: archive } );
	fs.symlinkSync(
		path.join( ROOT, 'node_modules' ),
		path.join( tree, 'node_modules' )
	);
	execFileSync( 'npm', [ 'run', '--silent', 'build' ], {
		cwd: tree,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );

	const staging = path.join( cache, 'staging' );
	for ( const file of packageFiles( tree, { missingOk: true } ) ) {
		const target = path.join( staging, SLUG, file );
		fs.mkdirSync( path.dirname( target ), { recursive: true } );
		fs.copyFileSync( path.join( tree, file ), target );
	}
	execFileSync( 'zip', [ '-X', '-9', '-q', '-r', zip, SLUG ], {
		cwd: staging,
	} );
	fs.rmSync( staging, { recursive: true, force: true } );
	fs.rmSync( tree, { recursive: true, force: true } );
	return zip;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	process.stdout.write( `${ previousRelease() }\n` );
}
