<?php
/**
 * The first pass over a file: is it whole, and what does it hold?
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM and XMLReader properties.

/**
 * Reads every node once before anything is written, so a file that breaks off, declares a document
 * type or is not OpenImmo changes nothing. Also finds the transfer scope (VOLL only when the file says
 * so: a missing `uebertragung` is TEIL, never a mass withdrawal on doubt), the number of objects and
 * each provider's id, which senders may write after the provider's objects.
 */
final class Document_Scan {

	/**
	 * Scans a file.
	 *
	 * @param string $path     XML file.
	 * @param string $encoding Encoding to force, '' to follow the file.
	 * @return array{total:int,scope:string,providers:array<int,string>}
	 * @throws Import_Error When the file is not a readable OpenImmo document.
	 */
	public static function run( string $path, string $encoding ): array {
		$xml = new Xml_Stream( $path, $encoding );
		try {
			$reader    = $xml->reader;
			$root      = '';
			$total     = 0;
			$scope     = '';
			$anbieter  = 0;
			$ids       = array( 0 => array() );
			$in_object = -1;
			$in_vendor = -1;
			$outside   = false;
			while ( $xml->read() ) {
				if ( \XMLReader::DOC_TYPE === $reader->nodeType ) {
					throw new Import_Error( 'immo_wizards_import_doctype', __( 'The file contains a document type declaration (DOCTYPE). OpenImmo files have none, and it could load external content: nothing was imported.', 'immo-wizards' ) );
				}
				$name = strtolower( (string) $reader->localName );
				if ( \XMLReader::END_ELEMENT === $reader->nodeType ) {
					$in_object = ( 'immobilie' === $name && $reader->depth === $in_object ) ? -1 : $in_object;
					$in_vendor = ( 'anbieter' === $name && $reader->depth === $in_vendor ) ? -1 : $in_vendor;
					continue;
				}
				if ( \XMLReader::ELEMENT !== $reader->nodeType || $in_object >= 0 ) {
					continue;
				}
				$root = '' === $root ? $name : $root;
				if ( 'immobilie' === $name ) {
					++$total;
					$outside   = $outside || $in_vendor < 0;
					$in_object = $reader->isEmptyElement ? -1 : $reader->depth;
				} elseif ( 'anbieter' === $name ) {
					$ids[ ++$anbieter ] = array();
					$in_vendor          = $reader->isEmptyElement ? -1 : $reader->depth;
				} elseif ( $in_vendor >= 0 && $reader->depth === $in_vendor + 1 && in_array( $name, array( 'openimmo_anid', 'anbieternr', 'firma' ), true ) ) {
					$ids[ $anbieter ][ $name ] = trim( (string) $reader->readString() );
				} elseif ( 'uebertragung' === $name ) {
					$scope = strtoupper( trim( (string) ( $reader->getAttribute( 'umfang' ) ?? $reader->getAttribute( 'UMFANG' ) ) ) );
				}
			}
			$error = $xml->error();
			if ( null !== $error ) {
				throw new Import_Error( 'immo_wizards_import_malformed', $error . ' ' . __( 'Nothing was imported.', 'immo-wizards' ) );
			}
			if ( '' === $root || ( 0 === $total && 'openimmo' !== $root ) ) {
				throw new Import_Error( 'immo_wizards_import_not_openimmo', __( 'The file is not an OpenImmo document (no <openimmo> root and no <immobilie> objects): nothing was imported.', 'immo-wizards' ) );
			}
			// Objects outside any provider (justimmo) belong to the provider ''; otherwise '' is no provider.
			if ( ! $outside ) {
				unset( $ids[0] );
			}
			return array(
				'total'     => $total,
				'scope'     => 'VOLL' === $scope ? 'VOLL' : 'TEIL',
				'providers' => array_map( array( self::class, 'provider' ), $ids ),
			);
		} finally {
			$xml->close();
		}
	}

	/**
	 * A provider's id: its OpenImmo id, else its number, else its company name.
	 *
	 * @param array<string,string> $ids Ids found in one `anbieter`.
	 */
	private static function provider( array $ids ): string {
		foreach ( array( 'openimmo_anid', 'anbieternr', 'firma' ) as $name ) {
			if ( '' !== ( $ids[ $name ] ?? '' ) ) {
				return mb_substr( sanitize_text_field( $ids[ $name ] ), 0, 100 );
			}
		}
		return '';
	}
}
