// SPDX-License-Identifier: GPL-2.0-only
/*
 * report-check FORMAT FILE: validate a report the checker wrote.
 * Prints "FORMAT: N results" and exits 0, or the reason and exits 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "validate.h"

int main(int argc, char **argv)
{
	char why[256] = "";
	char *text;
	int n;

	if (argc != 3) {
		fprintf(stderr, "usage: report-check sarif|json|gitlab|github FILE\n");
		return 2;
	}
	text = read_file(argv[2], NULL);
	if (!text) {
		perror(argv[2]);
		return 2;
	}
	if (!strcmp(argv[1], "sarif"))
		n = validate_sarif(text, why, sizeof(why));
	else if (!strcmp(argv[1], "json"))
		n = validate_json(text, why, sizeof(why));
	else if (!strcmp(argv[1], "gitlab"))
		n = validate_gitlab(text, why, sizeof(why));
	else if (!strcmp(argv[1], "github"))
		n = validate_github(text, why, sizeof(why));
	else {
		fprintf(stderr, "report-check: unknown format %s\n", argv[1]);
		return 2;
	}
	if (n < 0) {
		printf("%s: invalid: %s\n", argv[2], why);
		return 1;
	}
	printf("%s: %d results\n", argv[1], n);
	return 0;
}
